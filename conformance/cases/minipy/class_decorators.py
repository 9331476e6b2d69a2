def trace(f):
    def wrapper(*args, **kwargs):
        print("call", f.__name__, args, kwargs)
        return f(*args, **kwargs)
    return wrapper
def times(n):
    def deco(f):
        def wrapper(*a):
            return [f(*a) for _ in range(n)]
        return wrapper
    return deco
@trace
def add(a, b=1):
    return a + b
@times(3)
def hello(name):
    return "hi " + name
print(add(2, b=5), hello("bob"))
def register(cls):
    cls.registered = True
    return cls
@register
class Thing:
    pass
print(Thing.registered)
