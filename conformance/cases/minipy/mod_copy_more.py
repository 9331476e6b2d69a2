# copy: shared and cyclic parts, reductions with state, slots, list and
# dict items, __copy__/__deepcopy__, what stays itself
import copy, collections

a = [1, [2, 3]]
b = [a, a]
c = copy.deepcopy(b)
print(c, c[0] is c[1], c[0] is a, copy.copy(b)[0] is a)
cyc = [1]; cyc.append(cyc)
d = copy.deepcopy(cyc); print(d[1] is d, d is not cyc)
t = (1, [2]); t2 = copy.deepcopy(t); print(t2, t2 is t, t2[1] is t[1])
t3 = (1, "a", (2,)); print(copy.deepcopy(t3) is t3, copy.copy(t3) is t3)
lst = [0]; tt = (lst,); lst.append(tt)
dt = copy.deepcopy(tt); print(dt[0][1] is dt, type(dt).__name__)
dd = {"k": [1], "j": None}; cd = copy.deepcopy(dd); print(cd, cd["k"] is dd["k"], copy.copy(dd)["k"] is dd["k"])
s = {1, (2, 3)}; fs = frozenset([1, 2]); print(copy.deepcopy(s) == s, copy.copy(fs) is fs, copy.copy(s) is s)
for v in (None, 1, 2.5, "s", b"b", len, int, range(3), 3j, True, Ellipsis):
    assert copy.copy(v) is v and copy.deepcopy(v) is v
print("atomics ok", copy.copy(bytearray(b"x")), copy.deepcopy([bytearray(b"y")]))

class Point:
    def __init__(self, x, y): self.x, self.y = x, y
    def __repr__(self): return "Point(%r, %r)" % (self.x, self.y)
p = Point([1], 2)
q, r = copy.copy(p), copy.deepcopy(p)
print(q, r, q.x is p.x, r.x is p.x, type(r).__name__)
class Slotted:
    __slots__ = ("a", "b")
    def __init__(self): self.a, self.b = [1], 2
s1 = copy.deepcopy(Slotted()); print(s1.a, s1.b)
class Stateful:
    def __init__(self): self.items = [1, 2]; self.log = []
    def __getstate__(self): return {"items": self.items}
    def __setstate__(self, st): self.items = st["items"]; self.log = ["restored"]
st = copy.deepcopy(Stateful()); print(st.items, st.log, copy.copy(Stateful()).log)
class Custom:
    def __init__(self, v): self.v = v
    def __copy__(self): print("__copy__"); return Custom(self.v)
    def __deepcopy__(self, memo): print("__deepcopy__", type(memo).__name__); return Custom(copy.deepcopy(self.v, memo))
cu = Custom([5]); print(copy.copy(cu).v is cu.v, copy.deepcopy(cu).v is cu.v)
class MyList(list):
    def __init__(self, *a): super().__init__(*a); self.tag = "t"
class MyDict(dict): pass
ml = MyList([[1], 2]); cm = copy.deepcopy(ml); print(cm, type(cm).__name__, cm.tag, cm[0] is ml[0], copy.copy(ml)[0] is ml[0])
md = MyDict(a=[1]); cmd = copy.deepcopy(md); print(cmd, type(cmd).__name__, cmd["a"] is md["a"])
od = collections.OrderedDict(x=[1]); print(copy.deepcopy(od), copy.copy(collections.Counter("aab")), copy.deepcopy(collections.deque([[1]], maxlen=3)), copy.copy(collections.defaultdict(list, {1: [2]})))
Pt = collections.namedtuple("Pt", "x y"); print(copy.deepcopy(Pt([1], 2)), copy.copy(Pt(1, 2)))
class Holder:
    def m(self): return self
h = Holder(); bm = copy.deepcopy(h.m); print(bm() is not h, type(bm).__name__)
memo = {}
x = [1]; y = copy.deepcopy([x, x], memo); print(memo[id(x)] is y[0], id(memo) in memo, len(memo[id(memo)]))
class NoReduce:
    def __reduce_ex__(self, proto): raise TypeError("no")
try: copy.copy(NoReduce())
except TypeError as e: print(e)
class Global:
    def __reduce_ex__(self, proto): return "Global"
g = Global(); print(copy.copy(g) is g, copy.deepcopy(g) is g)
print(copy.Error is copy.error, issubclass(copy.Error, Exception))
