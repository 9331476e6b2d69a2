print(any([]), all([]), any([0, 0.0, ""]), all([1, "x", [0]]), any(x > 3 for x in range(5)), all(c.isalpha() for c in "abc1"))
def noisy(v):
    print("checking", v)
    return v
print(any(noisy(v) for v in [0, 1, 2]), all(noisy(v) for v in [1, 0, 2]))
