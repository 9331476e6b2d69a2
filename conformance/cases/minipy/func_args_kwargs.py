def f(a, b=2, *args, c, d=4, **kwargs):
    return (a, b, args, c, d, kwargs)
print(f(1, c=3))
print(f(1, 5, 6, 7, c=8, e=9, d=0))
print(f(*[1, 2, 3], **{"c": 4, "z": 5}))
def g(*, key):
    return key
print(g(key="k"))
def h(x, /, y, *, z):
    return x + y + z
print(h(1, 2, z=3), h(1, y=2, z=3))
for call in (lambda: f(), lambda: g("pos"), lambda: h(x=1, y=2, z=3), lambda: f(1, c=1, a=2)):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
