# Sorting tuples whose first items tie: the later items decide, as
# tuple comparison does (equal ints, equal strs, then the rest).

words = ["kalo", "mi", "ne", "rusa", "to", "vide", "an", "el", "mi", "kalo", "zy"]
print(sorted([(-len(w), w) for w in words]))
print(sorted([(len(w), w) for w in words], reverse=True))
print(sorted([(w[0], len(w), w) for w in words]))

# Ints after the tie, tuples of different lengths, equal tuples (the
# sort is stable: the tags show the order they kept).
pairs = [(1, 5, "a"), (1, 3, "b"), (0, 9), (1, 3), (1, 3, "a"), (0, 9, "x"), (1, 5, "a")]
print(sorted(pairs))
tagged = [((2, "x"), 0), ((1, "y"), 1), ((2, "x"), 2), ((1, "y"), 3)]
print(sorted(tagged, key=lambda p: p[0]))

# Non-ASCII strs order by code point.
print(sorted([(1, "é"), (1, "z"), (1, "€"), (1, "a"), (1, "😀"), (0, "ü")]))

# Tails of other kinds: floats, a NaN (the same object: equal), items
# that cannot be ordered (an error only when they must be).
print(sorted([(1, 2.5), (1, -1.0), (0, 3.0), (1, 2)]))
nan = float("nan")
print(sorted([(1, nan, "b"), (1, nan, "a")]))
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([(1, None), (1, 2)])
except TypeError as e:
    print("TypeError:", e)
same = (1, None)
print(sorted([same, same]))


class Rev:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v > other.v

    def __eq__(self, other):
        return self.v == other.v

    def __repr__(self):
        return f"Rev({self.v})"


print(sorted([(1, Rev(1)), (1, Rev(3)), (1, Rev(2)), (0, Rev(0))]))
print(sorted([("k", True), ("k", False), ("k", 0)]))
