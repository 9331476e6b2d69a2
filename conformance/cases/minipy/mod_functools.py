import functools
p = functools.partial(int, base=2)
print(p, repr(functools.partial(max, 1, 2)), p("101"), functools.partial(p, "11")())
@functools.lru_cache(maxsize=2)
def f(x):
    "doc of f"
    return x * 2
print(f(1), f(2), f(1), f(3), f(2), f.cache_info(), f.__wrapped__.__name__, f.__name__, f.__doc__)
f.cache_clear(); print(f.cache_info(), f.cache_parameters())
@functools.cache
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(300), fib.cache_info())
def deco(fn):
    @functools.wraps(fn)
    def w(*a, **k):
        return fn(*a, **k)
    return w
@deco
def g(a, b=2):
    "g doc"
    return a + b
g.__dict__["extra"] = 1
@deco
def h(): pass
h.marker = "m"
print(g.__name__, g.__doc__, g(1), g.__wrapped__.__name__, deco(h).marker)
@functools.total_ordering
class V:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
print(V(1) <= V(2), V(3) > V(2), V(2) >= V(2), sorted([V(3), V(1)], key=lambda x: x.v)[0].v)
print(sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: b - a)))
print(functools.reduce(lambda a, b: a + b, [1, 2, 3], 10), functools.reduce(max, [4, 9, 2]))
@functools.singledispatch
def show(x): return "obj"
@show.register(int)
def _(x): return "int"
@show.register
def _(x: list): return "list"
print(show(1), show([1]), show("s"), show(True))
class C:
    @functools.cached_property
    def expensive(self):
        print("computing"); return 42
    @functools.lru_cache
    def m(self, x): return x + 1
c = C(); print(c.expensive, c.expensive, c.m(1), c.m(1), C.m.cache_info())
try: functools.reduce(max, [])
except TypeError as e: print(e)
