# Assignment forms.
x = 1
a = b = c = x + 1
a, b = b, a
(a, b), [c, *d] = (1, 2), [3, 4, 5]
first, *rest = range(10)
*init, last = "abc"
x += 1; x -= 2; x *= 3; x /= 4; x //= 5; x %= 6; x **= 7
x <<= 1; x >>= 1; x &= 3; x |= 4; x ^= 5; x @= m
obj.attr = 3
obj.attr += 1
d[k] = v
d[k] += 1
d[1:2] = []
d[::2] = d[1::2]
y: int = 3
z: "list[int]"
(w): int = 1
obj.f: int = 2
del a, b[0], c.d
del (e, f), [g]
t = 1,
u = ()
v = yield_ = 2
if (n := 10) > 5:
    pass
print((m := 3), m)
