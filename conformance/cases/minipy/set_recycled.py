# Sets made and dropped in a loop, enough of them for several collections
# of the VM's heap: a set re-initialized with __init__, sets kept in a
# list, and a set iterated while others are made keep their own elements
# (the VM reuses the tables of the sets a collection releases).

a = set(range(0, 60, 2))
b = set(range(0, 60, 3))
s = set(range(100))
s.__init__(range(40, 50))
kept = []
it = iter(set(range(1000, 1040)))
first = [next(it) for _ in range(5)]
for r in range(30000):
    t = a & b
    u = a.intersection(b, range(30))
    if r % 5000 == 0:
        kept.append(t)
        kept.append(frozenset(u))
    v = {r, r + 1, r + 2, r + 3, r + 4, r + 5, r + 6}
    if len(v) != 7 or len(t) != 10:
        print("wrong", r, v, t)
rest = list(it)
print(sorted(s), len(s))
print(first, len(rest), sorted(first + rest) == list(range(1000, 1040)))
print([sorted(k) for k in kept[:4]])
print(all(k == kept[0] for k in kept[::2]), all(k == kept[1] for k in kept[1::2]))
w = set()
for i in range(20000):
    w.add(i * 7)
    x = {i, i + 100} | {i + 200}
    w.discard(i * 7 - 14)
print(sorted(w), sorted(x))
