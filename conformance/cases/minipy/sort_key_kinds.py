# Sorting lists long enough to be merged, of each kind of key a sort can
# compare directly (ints, floats, strs, tuples by their first item) and
# of mixed kinds, with reverse and equal keys keeping their order.
ints = [(i * 7919) % 101 - 50 for i in range(90)]
print(sorted(ints)[:12], sorted(ints)[-3:])
print(sorted(ints, reverse=True)[:8])
floats = [((i * 37) % 41) / 4 - 3 for i in range(70)]
print(sorted(floats)[:6], sorted(floats, reverse=True)[:4])
words = ["w%d" % ((i * 13) % 47) for i in range(80)]
print(sorted(words)[:10], sorted(words)[-2:])
print(sorted(words, key=len, reverse=True)[:6])
pairs = [((i * 5) % 9, "p%d" % i) for i in range(60)]
print(sorted(pairs)[:7])
print(sorted(pairs, reverse=True)[:5])
keyed = sorted(range(60), key=lambda i: ((i * 5) % 9, -i))
print(keyed[:12])
mixed = [(1, "b"), (1.0, "a"), (True, "c"), (0.5, "d"), (2, "e")] * 9
print(sorted(mixed)[:8])
numbers = [3, 1.5, -2, 7.25, 0, True, False, 2 ** 70, -(2 ** 65)] * 5
print(sorted(numbers)[:6], sorted(numbers)[-3:])
stable = sorted([(k % 3, k) for k in range(50)], key=lambda p: p[0], reverse=True)
print([p[1] for p in stable][:20])
nested = [((i % 4, i % 3), i) for i in range(40)]
print(sorted(nested)[:6])


class Box:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other.v

    def __repr__(self):
        return "Box(%d)" % self.v


boxes = [Box((i * 11) % 37) for i in range(37)]
print(sorted(boxes)[:5], sorted(boxes, reverse=True)[:3])
try:
    sorted([3, 1, "two", 4] * 12)
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([(1, 2), (1, "x")] * 20)
except TypeError as e:
    print("TypeError:", e)


def bad_key(x):
    if x == 17:
        raise ValueError("no key for 17")
    return -x


try:
    sorted(range(40), key=bad_key)
except ValueError as e:
    print("ValueError:", e)
one = []
print(sorted([5], key=lambda x: one.append(x) or x), one)
