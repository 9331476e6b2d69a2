import copy, types
a = [1, [2, 3], {"k": [4]}]
b = copy.copy(a); c = copy.deepcopy(a)
a[1].append(9); a[2]["k"].append(8)
print(b, c)
class P:
    def __init__(self, x, ys): self.x, self.ys = x, ys
    def __repr__(self): return f"P({self.x}, {self.ys})"
p = P(1, [1, 2]); q = copy.deepcopy(p); r = copy.copy(p); p.ys.append(3)
print(q, r, q is not p)
class S:
    __slots__ = ("a", "b")
    def __init__(self): self.a, self.b = 1, [2]
s = copy.deepcopy(S()); print(s.a, s.b)
l = [1]; l.append(l); m = copy.deepcopy(l); print(m[1] is m, m)
from collections import deque, OrderedDict, Counter, defaultdict, namedtuple
print(copy.deepcopy(deque([1, [2]], maxlen=4)), copy.copy(Counter("aab")), copy.deepcopy(defaultdict(list, {1: [2]})), copy.deepcopy(OrderedDict(a=1)))
N = namedtuple("N", "a b"); print(copy.deepcopy(N(1, [2])))
class C:
    def __copy__(self): return "copied"
    def __deepcopy__(self, memo): return "deep"
print(copy.copy(C()), copy.deepcopy(C()), copy.deepcopy((1, 2)) , copy.copy({1, 2}))
print(types.FunctionType, types.SimpleNamespace(a=1), types.MethodType, types.GeneratorType)
t = (1, [2]); u = copy.deepcopy(t); print(u, u is t, u[1] is t[1])
class D(dict): pass
d = D(a=[1]); e = copy.deepcopy(d); print(type(e).__name__, e, e["a"] is d["a"])
