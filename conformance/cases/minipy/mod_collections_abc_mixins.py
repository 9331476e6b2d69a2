# collections.abc's mixin methods on user classes, its structural checks
# and the built-in types' registrations
from collections import abc
import collections.abc as cabc

class Bag(abc.MutableSet):
    def __init__(self, items=()):
        self.items = []
        for x in items:
            self.add(x)
    def __contains__(self, x): return x in self.items
    def __iter__(self): return iter(self.items)
    def __len__(self): return len(self.items)
    def add(self, x):
        if x not in self.items: self.items.append(x)
    def discard(self, x):
        if x in self.items: self.items.remove(x)
    def __repr__(self): return "Bag(%r)" % self.items

a, b = Bag([1, 2, 3]), Bag([3, 4])
print(a & b, a | b, a - b, b - a, a ^ b, a <= Bag([1, 2, 3, 4]), a < a, a == Bag([3, 2, 1]), a != b, a >= Bag([1]), a > Bag([1]))
print(a & [2, 9], a | [7], [3, 1] - a if False else a.__rsub__([3, 1, 9]), a.isdisjoint([5]), a.isdisjoint(b), a == {1, 2, 3}, {1, 2, 3} == a)
print(a._hash(), hash(frozenset([1, 2, 3])), {frozenset([1]), frozenset([2, 3]), frozenset(), frozenset([4, 5, 6])}, a._hash() == frozenset([1, 2, 3]).__hash__(), Bag()._hash() == hash(frozenset()), Bag([-1, -2])._hash() == hash(frozenset([-1, -2])), Bag(["x", (1, 2)])._hash() == hash(frozenset(["x", (1, 2)])))
c = Bag([1, 2, 3, 4, 5]); c -= Bag([1]); c |= [9]; c &= [2, 3, 9]; c ^= [3, 10]; print(c, c.pop(), c)
c.remove(9)
try: c.remove(99)
except KeyError as e: print("KeyError", e)
c.clear(); print(c, len(c))
try: Bag().pop()
except KeyError as e: print("empty", repr(e))
d = Bag([1]); d ^= d; print(d); d = Bag([1]); d -= d; print(d)

class Table(abc.MutableMapping):
    def __init__(self): self.d = {}
    def __getitem__(self, k): return self.d[k]
    def __setitem__(self, k, v): self.d[k] = v
    def __delitem__(self, k): del self.d[k]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)

t = Table()
t.update({"a": 1}, b=2); t.update([("c", 3)]); t.update(Table())
class K:
    def keys(self): return ["z"]
    def __getitem__(self, k): return k * 2
t.update(K())
print(list(t.items()), list(t.keys()), list(t.values()), "a" in t, "q" in t, t.get("q", 0), t.get("a"), len(t))
print(t.pop("a"), t.pop("nope", None), t.setdefault("b", 5), t.setdefault("n", 6), t.popitem(), dict(t), t == {"c": 3, "z": "zz", "n": 6}, t == 5)
try: t.pop("nope")
except KeyError as e: print("KeyError", e)
print(repr(t.keys())[:30], repr(t.items())[:31], ("c", 3) in t.items(), ("c", 4) in t.items(), ("x", 1) in t.items(), 3 in t.values(), 99 in t.values(), t.keys() & {"c", "q"}, sorted(t.items() | {1}, key=str))
t.clear(); print(len(t), reversed(t) if False else abc.Mapping.__reversed__)
try: t.popitem()
except KeyError: print("popitem empty")

class Seq(abc.MutableSequence):
    def __init__(self, *xs): self.xs = list(xs)
    def __getitem__(self, i): return self.xs[i]
    def __setitem__(self, i, v): self.xs[i] = v
    def __delitem__(self, i): del self.xs[i]
    def __len__(self): return len(self.xs)
    def insert(self, i, v): self.xs.insert(i, v)

s = Seq(1, 2, 3, 2)
print(list(s), list(reversed(s)), 2 in s, 7 in s, s.index(2), s.index(2, 2), s.index(2, -1), s.count(2))
try: s.index(9)
except ValueError as e: print("ValueError", repr(e))
try: s.index(1, 1, 3)
except ValueError: print("not in [1:3]")
s.append(5); s.extend([6]); s.extend(s); s += [7]; s.reverse(); print(s.xs, s.pop(), s.pop(0), s.xs)
s.remove(2); print(s.xs); s.clear(); print(s.xs)

class Walk:
    def __iter__(self): return iter([])
class Counted:
    def __len__(self): return 0
    def __iter__(self): return iter([])
    def __contains__(self, x): return False
class NoHash:
    __hash__ = None
class Sub(Walk):
    __iter__ = None
class Gen:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
    def send(self, v): pass
    def throw(self, *a): pass
    def close(self): pass
print(issubclass(Walk, abc.Iterable), issubclass(Walk, abc.Iterator), issubclass(Counted, abc.Collection), issubclass(Counted, abc.Sized), issubclass(NoHash, abc.Hashable), issubclass(Sub, abc.Iterable))
print(issubclass(Gen, abc.Generator), issubclass(Gen, abc.Iterator), isinstance(Gen(), abc.Iterable), issubclass(Counted, abc.Sequence), issubclass(int, abc.Hashable), issubclass(list, abc.Hashable))
for t_ in (list, tuple, str, range, dict, set, frozenset, bytes, bytearray, memoryview, type({}.keys()), type({}.items()), type({}.values()), type(x for x in ()), int):
    print(t_.__name__, [n for n in ("Iterable", "Reversible", "Sized", "Container", "Collection", "Sequence", "MutableSequence", "Set", "MutableSet", "Mapping", "MutableMapping", "Hashable", "Iterator", "Generator", "ByteString", "KeysView", "ItemsView", "ValuesView", "MappingView", "Callable") if issubclass(t_, getattr(abc, n))])
print(isinstance(len, abc.Callable), isinstance(1, abc.Callable), abc.Iterable[int], abc.Container[str], abc.MappingView[int], abc.Awaitable[int], abc.AsyncIterable[int], abc.Callable[[int], str].__origin__ is abc.Callable)
print(abc.Sized.__module__, abc.Set.__name__, abc.Set.__qualname__, repr(abc.MutableMapping), sorted(abc.MutableMapping.__abstractmethods__), sorted(abc.Sequence.__abstractmethods__), sorted(abc.Set.__abstractmethods__), cabc is abc)
try: abc.Sequence()
except TypeError as e: print(e)
class Half(abc.Sized): pass
try: Half()
except TypeError as e: print(e)
class Full(abc.Sized):
    def __len__(self): return super().__len__() + 3
print(len(Full()), list(abc.Iterable.__iter__(None)), abc.Container.__contains__(None, 1), abc.Hashable.__hash__(None))
class MySeq(abc.Sequence):
    def __getitem__(self, i):
        if i >= 3: raise IndexError
        return i * 10
    def __len__(self): return 3
print(list(MySeq()), list(reversed(MySeq())), 20 in MySeq(), MySeq().index(20), issubclass(MySeq, abc.Reversible), isinstance(MySeq(), abc.Collection))
abc.Sequence.register(Walk); print(issubclass(Walk, abc.Sequence), issubclass(Walk, abc.Iterable))
def g(): yield 1
gen = g(); print(isinstance(gen, abc.Generator), isinstance(gen, abc.Iterator), isinstance(iter([]), abc.Iterator), isinstance(iter([]), abc.Generator))
class G2(abc.Generator):
    def send(self, v): raise StopIteration
    def throw(self, typ, val=None, tb=None): return super().throw(typ, val, tb)
try: next(G2())
except StopIteration: print("G2 stops")
try: G2().throw(ValueError)
except ValueError: print("thrown ValueError")
try: G2().throw(ValueError, ValueError("v"))
except ValueError as e: print("thrown", e)
G2().close(); print("closed")
