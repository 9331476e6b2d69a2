# Dicts keep insertion order through growth, deletions and reinsertion;
# keys are found by hash and ==: 1, 1.0 and True are one key, a class's
# __eq__ and __hash__ decide, and an __eq__ that changes the dict makes
# the lookup start over.
d = {}
for i in range(50):
    d[(i * 7) % 50] = i
for i in range(0, 50, 3):
    del d[i]
d[3] = "back"
print(list(d)[:12], len(d), d[3], 49 in d, 48 in d)
for i in range(1000):
    d["k%d" % i] = i
for i in range(1000):
    if i % 10:
        del d["k%d" % i]
print(len(d), list(d)[-5:], d.get("k990"), d.get("k991"))
m = {1: "int"}
m[1.0] = "float"
m[True] = "bool"
print(m, {1.0: "a", 1: "b"}, {True: 1, 1: 2, 1.0: 3})
print({0: "a", -0.0: "b", False: "c"}, {2 ** 70: 1, 2.0 ** 70: 2}, {(1, 2): 1, (1.0, 2.0): 2})
nan = float("nan")
n = {nan: 1}
print(n[nan], nan in n, len({nan: 1, 0.5: 2}))


class Key:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return isinstance(other, Key) and self.v % 10 == other.v % 10

    def __hash__(self):
        return self.v % 10

    def __repr__(self):
        return "Key(%d)" % self.v


k = {Key(1): "one", Key(12): "two"}
k[Key(21)] = "one again"
print(k, k[Key(31)], Key(3) in k, Key(2) in k)
seen = []


class Noisy:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return 7

    def __eq__(self, other):
        seen.append(self.v)
        return self.v == other.v


z = {Noisy(i): i for i in range(12)}
print(z[Noisy(5)], len(z), len(seen) > 0)


class Mutator:
    def __hash__(self):
        return 1

    def __eq__(self, other):
        table.clear()
        return False


table = {1: "x"}
table[Mutator()] = "m"
print(len(table), list(table.values()))
big = {i: i * i for i in range(300)}
for i in range(290):
    big.pop(i)
print(big, big.popitem(), big)
c = big.copy()
c[1000] = 1
print(c, big)
try:
    {[1]: 2}
except TypeError as e:
    print("TypeError:", e)
try:
    {}[[1]]
except TypeError as e:
    print("TypeError:", e)
words = "the quick brown fox jumps over the lazy dog the end".split()
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
print(counts, sorted(counts.items(), key=lambda p: -p[1])[0])


def f(**kw):
    return kw


print(f(b=1, a=2, c=3), dict(x=1, y=2), {**{"a": 1}, **{"a": 2, "b": 3}})
g = globals()
g["made_here"] = 42
print(made_here, "made_here" in g)
