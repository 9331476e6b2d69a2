# Counter's arithmetic and in-place operators (order of the result,
# zero and negative counts), ChainMap as a MutableMapping
from collections import Counter, ChainMap, defaultdict, OrderedDict
import collections.abc as cabc
a = Counter(a=3, b=1, c=0, d=-2)
b = Counter(b=2, c=1, e=4, d=-1, f=-3)
print(a + b, a - b, a | b, a & b, +a, -a, b - a, b | a)
print(list((a + b).items()), list((b - a).items()), list((a | b).keys()))
for op in ("__iadd__", "__isub__", "__ior__", "__iand__"):
    c = Counter(a)
    r = getattr(c, op)(b)
    print(op, r is c, list(c.items()))
c = Counter("abracadabra"); c -= {"a": 4, "z": -1}; print(c)
c = Counter(x=1); c += {"y": 2}; print(c)
try: Counter() + {"a": 1}
except TypeError as e: print(e)
print(Counter(a=1) == Counter(a=1, b=0), Counter(a=1) <= Counter(a=2), Counter(a=2) > Counter(a=1), Counter("aab").most_common(1), Counter("xyz").total(), sorted(Counter("hello").elements()))

base = {"a": 1, "b": 2}
over = {"b": 20, "c": 30}
cm = ChainMap(over, base)
print(cm["a"], cm["b"], cm.get("z", 0), len(cm), list(cm), "c" in cm, bool(ChainMap({})), cm)
print(cm.keys(), cm.items(), cm.values(), list(cm.items()), dict(cm), cm == {"a": 1, "b": 20, "c": 30}, cm == ChainMap({"a": 1, "b": 20, "c": 30}))
cm["d"] = 4; del cm["b"]; print(over, base, cm["b"])
try: del cm["a"]
except KeyError as e: print(e)
print(cm.pop("d"), cm.popitem(), over)
try: cm.popitem()
except KeyError as e: print(e)
try: cm.pop("nope")
except KeyError as e: print(e)
print(cm.pop("nope", "dflt"), cm.setdefault("q", 9), cm.maps[0])
child = cm.new_child({"z": 26}); print(child, child.parents, child.new_child(x=1).maps[0], cm.new_child().maps[0], child.new_child({"m": 1}, n=2).maps[0])
print(cm | {"w": 1}, {"w": 1} | cm, type({"w": 1} | cm).__name__)
cm |= {"v": 0}; print(cm.maps[0])
dd = defaultdict(list)
chain = ChainMap({}, dd)
print(chain["k"], dict(dd), ChainMap.fromkeys("ab", 0), ChainMap().maps, cm.copy().maps[0] is not cm.maps[0])
print(isinstance(cm, cabc.MutableMapping), isinstance(cm, cabc.Mapping), issubclass(ChainMap, cabc.Mapping))
class Missing(ChainMap):
    def __missing__(self, key): return "missing:" + key
print(Missing({})["x"], Missing({"x": 1})["x"])
cm.clear(); print(cm.maps[0], len(cm))
class D(dict): pass
try: D() + 1
except TypeError as e: print(e)
class L(list): pass
try: L() - 1
except TypeError as e: print(e)
