# types.FunctionType(code, globals) runs a function's code in other
# globals
def f():
    return a * 2

ftype = type(f)
f1 = ftype(f.__code__, {"a": 1})
f2 = ftype(f.__code__, {"a": "x"})
print(f1(), f2(), f1.__name__, type(f1) is ftype)
make = ftype((lambda: (lambda: a)).__code__, {"a": 5})
print(make()())
for args in [(None, {}), (f.__code__, None), (f.__code__,)]:
    try:
        ftype(*args)
    except TypeError:
        print("TypeError")
def outer():
    x = 1
    def inner():
        return x
    return inner
try:
    ftype(outer().__code__, {})
except TypeError as e:
    print("TypeError", e)
