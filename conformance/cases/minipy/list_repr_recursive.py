a = [1, 2]
a.append(a)
print(a, len(a))
d = {"k": 1}
d["self"] = d
print(d)
t = ([],)
t[0].append(t)
print(t)
print([[], [[]], [1, [2, [3]]]], [None, True, 1.0, "s", (1,), ()])
