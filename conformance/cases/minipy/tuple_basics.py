t = (1, "two", 3.0, None)
print(t, t[1], t[-1], t[1:3], len(t), t + (5,), t * 2, (), (7,), tuple("ab"), tuple([1, 2]))
print(t.count(1), t.index("two"), 3.0 in t, (1, 2) < (1, 3), (1, 2) < (1, 2, 0), (2,) > (1, 9), (1, 2) == (1, 2))
try:
    t[0] = 5
except TypeError as e:
    print("TypeError:", e)
a, b = 1, 2
a, b = b, a
print(a, b, hash((1, 2)) == hash((1, 2)))
