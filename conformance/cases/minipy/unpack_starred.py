a, *b = [1, 2, 3, 4]
*c, d = "xyz"
e, *f, g = range(5)
(h, i), j = (1, 2), 3
print(a, b, c, d, e, f, g, h, i, j)
first, *rest = [9]
print(first, rest)
for x, (y, *z) in [(1, (2, 3, 4)), (5, (6,))]:
    print(x, y, z)
print(*[1, 2], *"ab", sep="-")
print([*range(3), *[9]], (*"hi",), {**{"a": 1}, "b": 2, **{"a": 3}})
try:
    p, q = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
try:
    p, q, r = [1, 2]
except ValueError as e:
    print("ValueError:", e)
