a = 1 + 2 * 3 - 4 / 5 // 6 % 7 ** 8
b = (a << 1) >> 2 | 3 & 4 ^ ~a
c = -a, +a, not a, -5, -2.5
d = a < b <= c == a != b > c >= a
e = a is b, a is not b, a in b, a not in b
f = a and b or not c
g = a if b else c
h = [1, 2, *b], (a, *b), {1, *b}, {"k": a, **b, "j": b}
i = a[1], a[1:2], a[::2], a[1:2, 3], a.b.c
j = print(a, *b, k=1, **c), a.m(1, x=2), a.m(*b)
k = f"{a}-{b!r:>{c}}{c!s}{d!a}"
l = lambda x, y=1, *z, w, **v: x + y
m = (n := 10) + n
o = (1, (2, 3), "s", None, ..., True, 1.5, 10**30, 2**64)
p = [1, 2, 3], {4, 5, 6}, {"a": 1, **q, "b": 2}
