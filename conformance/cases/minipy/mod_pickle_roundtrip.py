# pickle round trips of every kind of object in protocols 2 to 5, dump/load
# on a file, big lists and strings (frames), protocol 0 and 1 input.
import pickle, collections, io, copyreg
class P:
    def __init__(self, a, b): self.a, self.b = a, b
    def __eq__(self, o): return type(o) is P and (self.a, self.b) == (o.a, o.b)
    def __repr__(self): return "P(%r, %r)" % (self.a, self.b)
class G:
    def __init__(self): self.v = 1
    def __getstate__(self): return {"v": self.v * 10}
    def __setstate__(self, st): self.v = st["v"] + 1
class R:
    def __init__(self, x): self.x = x
    def __reduce__(self): return (R, (self.x * 2,))
class NA:
    def __new__(cls, n): o = object.__new__(cls); o.n = n; return o
    def __getnewargs__(self): return (self.n,)
Point = collections.namedtuple("Point", "x y")
class Outer:
    class Inner: pass
data = [None, True, -5, 2**70, 3.25, "s", b"b", bytearray(b"ba"), (1, (2, 3)), [1, [2]], {"k": {1, 2}}, frozenset({1}), 1j,
        P(1, [2]), G(), R(3), NA(7), Point(1, 2), Outer.Inner, collections.OrderedDict(b=1, a=2), collections.deque([1, 2], maxlen=5),
        collections.defaultdict(int, {"z": 3}), collections.Counter("abca"), range(1, 9, 2), KeyError("k"), len, P, ...]
for proto in (2, 3, 4, 5):
    back = pickle.loads(pickle.dumps(data, proto))
    print(proto, [type(x).__name__ for x in back])
    print(back[:13], back[13], back[14].v, back[15].x, back[16].n, back[17], back[17].x, back[18] is Outer.Inner)
    print(back[19], back[20], back[20].maxlen, back[21], back[21]["new"], back[22], back[23], repr(back[24]), back[25] is len, back[26] is P, back[27])
shared = [1]; obj = {"a": shared, "b": shared}; obj["me"] = obj
back = pickle.loads(pickle.dumps(obj)); print(back["a"] is back["b"], back["me"] is back)
f = io.BytesIO(); pickle.dump({"x": 1}, f); pickle.dump([2], f); f.seek(0); print(pickle.load(f), pickle.load(f))
big = list(range(3000)); print(pickle.loads(pickle.dumps(big)) == big, len(pickle.dumps(big)))
bigs = "x" * 70000; print(pickle.loads(pickle.dumps(bigs)) == bigs, pickle.dumps(bigs)[:20])
print(pickle.dumps(G()), pickle.dumps(R(1)), pickle.dumps(NA(2)), pickle.dumps(Point(1, 2)))
for bad in (lambda: pickle.dumps(lambda: 1), lambda: pickle.loads(b"\x80\x04\x95"), lambda: pickle.loads(b"garbage"), lambda: pickle.loads("str")):
    try: bad()
    except Exception as e: print(type(e).__name__)
# protocol 0 and 1 written by CPython, read here
print(pickle.loads(b'(lp0\nI1\naVa\np1\na(I2\ntp2\na.'), pickle.loads(b']q\x00(K\x01X\x01\x00\x00\x00aq\x01(K\x02tq\x02e.'))
print(pickle.loads(b"(dp0\nVk\np1\nF1.5\nsS'old'\np2\nL12345678901234567890L\ns."))
print(pickle.HIGHEST_PROTOCOL, pickle.DEFAULT_PROTOCOL)
print(pickle.loads(b"S'a\\nb\\x41\\101\\'c'\np0\n."))
print(pickle.loads(b"Vcaf\\u00e9\\U0001F600x\np0\n."))
