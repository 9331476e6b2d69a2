# functools: every root of total_ordering, NotImplemented through the
# derived methods, partial flattening and reprs, partialmethod,
# singledispatch over ABCs and unions, lru_cache's argument forms
import functools
from functools import total_ordering, partial, partialmethod, singledispatch, singledispatchmethod, lru_cache, cmp_to_key, wraps, cached_property
import collections.abc as abc

def make(op):
    class V:
        def __init__(self, v): self.v = v
        def __eq__(self, o): return isinstance(o, V) and self.v == o.v
        def __repr__(self): return "V(%d)" % self.v
    def root(self, o):
        if not isinstance(o, V): return NotImplemented
        return {"__lt__": self.v < o.v, "__le__": self.v <= o.v, "__gt__": self.v > o.v, "__ge__": self.v >= o.v}[op]
    setattr(V, op, root)
    return total_ordering(V)

for op in ("__lt__", "__le__", "__gt__", "__ge__"):
    V = make(op)
    a, b, c = V(1), V(2), V(1)
    print(op, [a < b, a <= b, a > b, a >= b, b < a, b <= a, b > a, b >= a, a < c, a <= c, a > c, a >= c], V.__gt__.__name__, V.__le__.__name__)
    try: a < 5
    except TypeError as e: print(" ", e)
    try: a >= "x"
    except TypeError as e: print(" ", e)
print(sorted([make("__ge__")(3), make("__ge__")(1)], key=lambda x: x.v))
try:
    @total_ordering
    class N: pass
except ValueError as e: print(e)
@total_ordering
class Both:
    def __init__(self, v): self.v = v
    def __lt__(self, o): print("lt"); return self.v < o.v
    def __gt__(self, o): print("gt"); return self.v > o.v
print(Both(1) >= Both(2), Both(1) <= Both(1))
class Truthy:
    def __init__(self, v): self.v = v
    def __bool__(self): return bool(self.v)
    def __repr__(self): return "T(%r)" % self.v
@total_ordering
class R:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return Truthy(self.v < o.v and "yes")
print(R(1) <= R(2), R(2) <= R(2), R(3) > R(1), R(1) >= R(2))

def f(a, b, c=3, *rest, **kw): return (a, b, c, rest, kw)
p = partial(f, 1, c=5)
q = partial(p, 2, d=4)
print(q(), q(c=0, e=1), q.func is f, q.args, q.keywords, repr(partial(len, [1]))[:26], partial(max, key=abs)([-5, 3]))
p.attr = 1
r = partial(p, 2)
print(r.func is p, r.args, partial(partial(f, 1), 2).args)
class MyPartial(partial): pass
print(repr(MyPartial(int, "5", base=8))[:30], MyPartial(int, "17", base=8)())
try: partial(5)
except TypeError as e: print(e)

class Cell:
    def __init__(self): self.state = False
    def set(self, v, why=""): self.state = v; return why
    on = partialmethod(set, True, why="on")
    off = partialmethod(set, False)
    @classmethod
    def make(cls, n, tag): return (cls.__name__, n, tag)
    tagged = partialmethod(make, tag="T")
c = Cell()
print(c.on(), c.state, c.off(why="x"), c.state, Cell.tagged(3), c.tagged(4), repr(Cell.__dict__["on"])[:40])

@singledispatch
def kind(x): return "object"
@kind.register
def _(x: int): return "int"
@kind.register(abc.Mapping)
def _(x): return "mapping"
@kind.register(abc.Sequence)
def _(x): return "sequence"
@kind.register(list)
def _(x): return "list"
@kind.register(float | complex)
def _(x): return "float or complex"
print(kind(1), kind(True), kind("s"), kind([1]), kind((1,)), kind({}), kind(1.5), kind(2j), kind(None), kind.dispatch(bool).__name__, sorted(t.__name__ for t in kind.registry))
try: kind()
except TypeError as e: print(e)
try: kind.register(5, lambda x: x)
except TypeError as e: print(e)
try:
    @kind.register
    def _(x): return 0
except TypeError as e: print(str(e)[:45])
class Shape:
    @singledispatchmethod
    def area(self, arg): return "generic"
    @area.register
    def _(self, arg: int): return "int %d" % arg
    @area.register(str)
    def _(self, arg): return "str " + arg
print(Shape().area(3), Shape().area("s"), Shape().area(1.0))

calls = []
@lru_cache
def sq(n): calls.append(n); return n * n
@lru_cache(maxsize=2, typed=True)
def tw(n): calls.append(("tw", n)); return n * 2
@lru_cache(None)
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(sq(3), sq(3), sq(4), sq.cache_info(), tw(1), tw(1.0), tw(2), tw(1), tw.cache_info(), fib(80), fib.cache_info().currsize, sq.__name__, sq.__wrapped__(5), calls)
print(lru_cache(-3)(len)([1, 2]), tw.cache_parameters(), sq.cache_parameters())
try: lru_cache("x")
except TypeError as e: print(e)
sq.cache_clear(); print(sq.cache_info())

def deco(fn):
    @wraps(fn)
    def inner(*a): return fn(*a)
    return inner
def g(x):
    "g's doc"
    return x
g.tag = "t"
h = deco(g)
print(h.__name__, h.__doc__, h.tag, h.__wrapped__ is g, h.__qualname__, h(5))
print(functools.update_wrapper(lambda: 0, g, assigned=("__name__", "nope")).__name__)
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)), cmp_to_key(lambda a, b: a - b)(1) < cmp_to_key(lambda a, b: a - b)(2))
try: hash(cmp_to_key(lambda a, b: 0)(1)); print("hashable")
except TypeError: print("unhashable")
class Lazy:
    @cached_property
    def value(self):
        "computed once"
        print("computing"); return 42
z = Lazy(); print(z.value, z.value, Lazy.value.__doc__, "value" in z.__dict__)
print(functools.reduce(lambda a, b: a * b, range(1, 6)), functools.reduce(lambda a, b: a + b, [], 7))
