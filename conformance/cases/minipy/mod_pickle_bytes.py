# pickle: the bytes of protocols 2 to 5 for the built-in types, classes,
# instances (dict, slots, __reduce__, __getstate__, __getnewargs__),
# library types and shared or recursive structure, as CPython 3.11 writes
# them; round trips; protocol 0 and 1 data read; the errors.
import pickle, collections
class A: pass
class B:
    def __init__(s): s.x = 1; s.y = [1, 2]
class S:
    __slots__ = ("p", "q")
    def __init__(s): s.p = 1
class L(list): pass
class D(dict): pass
s = S()
for v in [None, True, 1, 255, 256, 65536, -1, 2**31, -2**31-1, 2**100, -2**100, 1.5, "", "abc", "é"*3, b"", b"ab", (), (1,), (1,2,3), (1,2,3,4), [], [1], [1,2], {}, {"a":1}, {"a":1,"b":2}, set(), {1}, {1,2}, frozenset(), frozenset({3}), bytearray(b"x"), 1+2j, A(), B(), s, L([1,2]), D(a=1), len, A, ValueError("e"), collections.OrderedDict(a=1), collections.deque([1,2]), collections.defaultdict(list, a=[1]), collections.Counter("aab"), range(3), slice(1,2), Ellipsis, NotImplemented, type(None), int]:
    try: print(pickle.dumps(v))
    except Exception as e: print(type(e).__name__, e)
x = [1]; t = (x, x); print(pickle.dumps(t)); r = []; r.append(r); print(pickle.dumps(r))
d = {}; d["self"] = d; print(pickle.dumps(d))
for p in range(2, 6): print(p, pickle.dumps([1, "a", (2,)], protocol=p))
