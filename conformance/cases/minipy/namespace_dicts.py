# globals(), a function's __globals__ and a module's __dict__ are one
# dict, the same object each time
import math

def f():
    return 1

print(type(f.__globals__), f.__globals__ is globals(), globals() is globals())
f.__globals__["added"] = 5
print(added)
print(locals() is globals())
try:
    f.__globals__ = {}
except AttributeError as e:
    print("AttributeError", e)
d = math.__dict__
print(type(d), d["__name__"], d is math.__dict__, d["sqrt"](16))
def g():
    return globals()
print(g() is globals())
