# Tuples compare item by item: == first, then < on the first items that
# differ; a class's methods are called as CPython calls them.
print((1, "b") < (1, "c"), (1, 2) < (1, 2, 0), (2,) > (1, 9), (1, 2) == (1, 2), (1, 2) != (1, 3))
print(sorted([(-3, "b"), (-3, "a"), (-5, "z"), (-3, "ab")]))
nan = float("nan")
print((nan,) == (nan,), (1, nan) < (1, 2), (1, 2) < (1, nan), ([1], 2) < ([1], 3))

class K:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        print("eq", self.v, other.v)
        return self.v == other.v
    def __lt__(self, other):
        print("lt", self.v, other.v)
        return self.v < other.v
    def __repr__(self):
        return "K(%d)" % self.v

print((1, K(2)) < (1, K(3)), (K(1), 5) <= (K(1), 4), sorted([(0, K(2)), (0, K(1))]))
try:
    (1, "a") < (1, 2)
except TypeError as e:
    print("TypeError", e)

class T(tuple):
    def __lt__(self, other):
        return "custom"
print(T((1,)) < (2,), (2,) > T((1,)))
