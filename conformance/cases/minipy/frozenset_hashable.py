f = frozenset([1, 2, 3])
g = frozenset([3, 2, 1])
print(f == g, hash(f) == hash(g), sorted(f | {9}), type(f | {9}).__name__, len(f))
d = {f: "frozen"}
print(d[g], frozenset() == set(), {frozenset([1]), frozenset([1])} == {frozenset([1])})
try:
    {[1]: 2}
except TypeError as e:
    print("TypeError:", e)
try:
    {{1}}
except TypeError as e:
    print("TypeError:", e)
