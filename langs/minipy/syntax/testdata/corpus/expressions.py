x = a if b else c
y = a if b else c if d else e
z = not a and b or c and not d
w = a < b <= c > d >= e == f != g in h not in i is j is not k
v = -a ** -b ** c
u = ~a + +b - -c
t = a | b ^ c & d << e >> f + g - h * i / j // k % l @ m
s = a[1], a[1:2], a[:], a[::], a[::-1], a[1:2:3], a[:, 1], a[1:2, ::3], a[...]
r = a.b.c(d).e[f](g)
q = [1, 2, 3], [], [*a, *b], (1, 2), (1,), (), (a), ((a)), {1, 2}, {*a}, {}, {1: 2}, {**a, 1: 2, **b}
p = [x for x in y], [x for x in y if x if not x], [x * y for x in a for y in b if x < y]
o = {x for x in y}, {k: v for k, v in d.items()}, (x for x in y)
n = [[x for x in row] for row in grid]
m = [(lambda: x)() for x in range(3)]
l = 1, 2.5, 1e10, 1.5e-7, 0x1F, 0o17, 0b101, 1_000_000, 0x_ff, 1_0.2_5, .5, 5., 1E+3, 0, 00, 0.0
k = 123456789012345678901234567890 ** 2
j = 1e400, 1e-400, 0.1, 1e16, 123456789.123, 1e22
i = True, False, None, ...
h = a if (b := c) else d
g = (yield_)
f = [i for i in range(3) if (last := i)]
e = x.__class__.__name__
d = print(*[1], sep="")
c = a.b[c].d(e)[f:g]
b = (1 +
     2) * \
    3
a = [
    1,
    2,
]
