add = lambda a, b=10: a + b
print(add(1), add(1, 2), (lambda: "noargs")(), (lambda *a, **k: (a, k))(1, x=2))
adders = [lambda x, n=n: x + n for n in range(3)]
print([f(10) for f in adders])
late = [lambda x: x + n for n in range(3)]
print([f(10) for f in late])
def compose(f, g):
    return lambda x: f(g(x))
print(compose(str, lambda v: v * 2)(21), sorted([3, -1, 2], key=lambda v: -v))
