# Sets of ints, floats and tuples iterate in the order of CPython's set
# table (their hashes are CPython's): after adds, removes, pops, resizes,
# copies and each set operation. (A set display of more than two
# constants is left out: CPython builds it from a frozenset constant that
# its compiler made twice over, in a layout of its own.)
s = set()
for i in range(40):
    s.add((i * 37) % 101)
print(s)
for i in range(0, 40, 3):
    s.discard((i * 37) % 101)
print(s)
s.update(range(100, 130, 4))
print(s, len(s))
print([s.pop() for _ in range(5)], s)
t = set([-1, -2, 0, 1, 2, 2 ** 61 - 1, 2 ** 61, -(2 ** 61), 2 ** 64 + 7, 10 ** 20])
print(t)
print(set([1.5, 2.25, -0.5, 3.0, 1e100, float("inf"), -float("inf")]))
print(set([(1, 2), (2, 1), (0, 0), (3, (4, 5)), (), (1,)]))
print({1, 1.0, True}, {True, 1, 1.0}, {0, False, 0.0, -0.0})
a = set(range(0, 60, 2))
b = set(range(0, 60, 3))
print(a & b, b & a)
print(a | b)
print(a - b, b - a)
print(a ^ b, b ^ a)
print(a.intersection(b, range(0, 60, 5)), a.intersection([12, 6, 0, 99, 18]))
print(a.union([99, 98, 1], (7,)), a.difference([0, 2], {4}))
print(a.symmetric_difference([1, 2, 3, 4]))
c = a.copy()
c -= {0, 2, 4, 6, 8}
c |= {1, 3}
c &= set(range(30))
c ^= {5, 10, 11}
print(c)
d = set(range(1000))
d.difference_update(range(0, 1000, 2))
print(len(d), list(d)[:10])
d.intersection_update(range(0, 100))
print(d)
d.symmetric_difference_update(range(90, 110))
print(d)
f = frozenset([3, 1, 2])
g = frozenset({1, 2, 3})
print(f == g, hash(f) == hash(g), hash(frozenset()), hash(f), hash(frozenset({1, (2, 3)})))
print({f, frozenset(), frozenset({4})}, {frozenset({1}): "a"}[frozenset([1])])
print(f | {9}, {9} | f, f & {1, 7}, type(f - {1}).__name__, type({1} - f).__name__)
print({1, 2} < {1, 2, 3}, {1, 2} <= {1, 2}, {1, 2} > {1}, {1} == {1.0}, {1, 2}.isdisjoint([3, 4]))
print({1, 2}.issubset([1, 2, 3]), {1, 2, 3}.issuperset([1, 2]), set() == frozenset())
print({1, 2} in {frozenset({1, 2})}, {3} in set([frozenset([3]), 4]))
print(set({3: "a", 1: "b", 2: "c"}), set("abcabc") == {"a", "b", "c"})
e = {5, 6, 7}
e.clear()
e.add(3)
print(e, e.pop(), e)
try:
    set().pop()
except KeyError as err:
    print("KeyError:", err)
try:
    {1}.remove(2)
except KeyError as err:
    print("KeyError:", err)
try:
    {[1]}
except TypeError as err:
    print("TypeError:", err)
r = {1, 2, 3}
try:
    for x in r:
        r.add(x + 10)
except RuntimeError as err:
    print("RuntimeError:", err)
big = set()
for i in range(200):
    big.add(i * i % 1009)
for i in range(0, 200, 2):
    big.discard(i * i % 1009)
print(sorted(big)[:5], list(big)[:12])
nan = float("nan")
print(len({nan, nan}), nan in {nan}, {nan: 1}[nan])
