# for loops that unpack what enumerate() and dict.items() give, and
# loops over keys and values: counters past the small-int range, lists
# changed while enumerated, dicts changed while iterated.
data = [5, 3, 8]
for i, x in enumerate(data):
    print(i, x)
for i, x in enumerate(data, 2 ** 47 - 2):
    print(i, x, type(i).__name__)
for i, x in enumerate(data, -(2 ** 70)):
    print(i, x)
grow = [1, 2]
for i, x in enumerate(grow):
    if i < 4:
        grow.append(x * 10)
print(grow)
shrink = [1, 2, 3, 4, 5, 6]
for i, x in enumerate(shrink):
    del shrink[0]
    print(i, x)
pairs = []
for i, (a, b) in enumerate([(1, 2), (3, 4)]):
    pairs.append(i + a * b)
print(pairs)
for i, c in enumerate("héllo"):
    print(i, c, end=" ")
print()
for n, x in enumerate(range(3)):
    print(n, x, end=" ")
print()
d = {"a": 1, "b": 2, "c": 3}
for k, v in d.items():
    print(k, v)
for k in d.keys():
    print(k, end=" ")
for v in d.values():
    print(v, end=" ")
print()
for k in d:
    print(k, end=" ")
print()
del d["b"]
d["z"] = 26
for k, v in d.items():
    print(k, v, end="; ")
print()
try:
    for k, v in d.items():
        d[k + k] = v
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    for k in d.keys():
        del d[k]
except RuntimeError as e:
    print("RuntimeError:", e)
items = {(1, 2): "x", (3, 4): "y"}
for (a, b), v in items.items():
    print(a + b, v)
try:
    for a, b, c in {1: 2}.items():
        pass
except ValueError as e:
    print("ValueError:", e)
try:
    for a, b in enumerate([1, 2]):
        a, b, c = b
except TypeError as e:
    print("TypeError:", e)
total = 0
for r in range(200):
    for i, x in enumerate(data):
        total += i * x
    for k, v in {r: r, r + 1: -r}.items():
        total += k ^ v
print(total)
