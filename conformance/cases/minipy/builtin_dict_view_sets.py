# dict_keys and dict_items are sets: operators with any iterable, on
# either side, comparisons with sets and views, isdisjoint, unhashable
a = {"x": 1, "y": 2, "z": 3}
b = {"y": 20, "z": 3, "w": 4}
ka, kb = a.keys(), b.keys()
print(sorted(ka & kb), sorted(ka | kb), sorted(ka - kb), sorted(ka ^ kb), sorted(a.items() & b.items()), sorted(a.items() - b.items()))
print(sorted(ka & ["x", "q"]), sorted(["x", "q"] & ka), sorted(("q",) | ka), sorted({"x"} - ka), sorted(ka - {"x"}), type(ka & kb).__name__, type({"x"} ^ ka).__name__)
print(ka == {"x", "y", "z"}, {"x", "y", "z"} == ka, ka != {"x"}, ka == ["x", "y", "z"], ka == frozenset("xyz"), a.items() == {("x", 1), ("y", 2), ("z", 3)}, a.values() == a.values())
print(ka <= {"x", "y", "z", "q"}, ka < ka, ka < {"x", "y", "z", "w"}, ka >= {"x"}, ka > {"x", "y", "z"}, {"x"} <= ka, {"x"} < ka, a.items() >= {("x", 1)}, a.items() <= b.items())
print(ka.isdisjoint(["q"]), ka.isdisjoint("xq"), a.items().isdisjoint(b.items()), a.items().isdisjoint([("x", 2)]))
for bad in [lambda: ka & 5, lambda: ka | None, lambda: hash(ka), lambda: hash(a.items()), lambda: ka < [1], lambda: a.values() & {1}]:
    try: print(bad())
    except TypeError as e: print("TypeError:", e)
print(type(ka).__hash__, type(a.items()).__hash__, {}.keys() == set(), sorted({1: 0, 2: 0}.keys() - {1}), len(ka | kb))
common = {k: (a[k], b[k]) for k in a.keys() & b.keys()}
print(sorted(common.items()))
print(hash(frozenset()), hash(frozenset([1, 2, 3])), hash(frozenset([(1, 2), -5])), {frozenset([1, 2]), frozenset([3]), frozenset()}, sorted({frozenset([i, i + 1]) for i in range(5)}, key=sorted))
