d = {"a": 1, "b": 2}
d["c"] = 3
print(d, len(d), d["a"], d.get("z"), d.get("z", 0), "a" in d, 1 in d)
print(list(d.keys()), list(d.values()), list(d.items()))
print(d.pop("b"), d.pop("zz", "default"), d.setdefault("a", 100), d.setdefault("n", []), d)
d.update({"a": 10, "e": 5}, f=6)
print(d, d.popitem(), d)
e = dict(a=1, b=2)
print(e, dict([("x", 1), ("y", 2)]), dict(zip("abc", range(3))), dict.fromkeys("ab", 0), e.copy() == e)
del e["a"]
print(e)
e.clear()
print(e, {} == e, {1: 2} == {1: 2.0})
try:
    d.pop("nothing")
except KeyError as e:
    print("KeyError:", e)
