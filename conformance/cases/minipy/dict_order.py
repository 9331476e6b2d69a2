d = {}
for k in ["delta", "alpha", "charlie", "bravo"]:
    d[k] = len(k)
print(d)
d["alpha"] = 0
del d["delta"]
d["delta"] = 99
print(d, list(d))
for k in list(d):
    if d[k] > 5:
        del d[k]
print(d)
print({1: "a", 1.0: "b", True: "c"}, {(1, 2): "tuple key", None: "none", 2.5: "float"})
