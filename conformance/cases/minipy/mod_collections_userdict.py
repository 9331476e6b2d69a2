# collections.UserDict as CPython's: a MutableMapping over .data, __missing__, | and |=, copies
from collections import UserDict
import collections.abc as cabc, copy
u = UserDict({"a": 1}, b=2)
print(u, len(u), u["a"], "b" in u, list(u), u.keys(), u.items(), u.values(), u.get("z", 0), isinstance(u, cabc.MutableMapping))
u["c"] = 3; del u["a"]; print(u, u.pop("b"), u.setdefault("d", 4), u.popitem(), u)
u.update({"x": 1}, y=2); u.update([("z", 3)]); print(u, u == {"x": 1, "y": 2, "z": 3}, u == UserDict(u.data), u != {"x": 1})
try: u["nope"]
except KeyError as e: print("KeyError", e)
class Default(UserDict):
    def __missing__(self, key): return key * 2
d = Default(a=1); print(d["a"], d["bb"], d.get("cc"), "bb" in d, d.get("a"))
print(u | {"w": 0}, {"w": 0} | u, type(u | {}).__name__, type({} | d).__name__, u | UserDict(q=1))
u |= {"v": 5}; print(u)
c = u.copy(); c["new"] = 1; print("new" in u, type(c).__name__, type(d.copy()).__name__, d.copy()["zz"], copy.copy(d).data is not d.data, copy.deepcopy(u) == u)
print(UserDict.fromkeys("ab", 0), Default.fromkeys("x"), UserDict(), bool(UserDict()), UserDict(dict=5) if False else "")
try: u | 5
except TypeError as e: print(e)
