# Results of int arithmetic that the next operation consumes: each
# operator with a big temporary on either side, inside chains, with
# results that fall back to 64 bits or to small ints, and operands a
# program's dunders keep (they must not change).
B = 2 ** 100 + 12345
C = 3 ** 70 + 7
ops = [
    ("+", lambda x, y: x + y), ("-", lambda x, y: x - y),
    ("*", lambda x, y: x * y), ("//", lambda x, y: x // y),
    ("%", lambda x, y: x % y), ("&", lambda x, y: x & y),
    ("|", lambda x, y: x | y), ("^", lambda x, y: x ^ y),
]
for name, f in ops:
    for a, b in [(B, C), (-B, C), (B, -C), (C, B), (B, 3), (-B, 7), (B * B, C)]:
        left = (a * 1 + 0) * 1
        print(name, f(a, b))
        # temporaries on the left, the right and both sides
        print(name, (a + 0) + b, (a * 2) - b, a - (b * 2), (a + b) * (a - b))
        print(name, (a * b) % C, (a * b) // C, a % (b * 3 + 1), a // (b * 3 + 1))
        print(name, (a + 1) & b, (a - 1) | b, (a * 3) ^ b, a ^ (b * 3))
        print(name, (a * b + a * b) >> 7, (a + b) << 3, (a + b) ** 2)
        print(name, left == a, a, b)

# results that fit 64 bits or less
x = 2 ** 70
print((x + 1) - x, (x * 3) // x, (x + 5) % x, (x * x) // (x * x), ((x + 1) - x) * 7)
print((x + 2 ** 10) - x + (2 ** 63 - 1), (x * 2 - x * 2) + 1)

# a dunder that keeps the int it returns
class Keeper:
    def __init__(self, v):
        self.v = v
        self.kept = []
    def __add__(self, other):
        r = self.v * 3 + other
        self.kept.append(r)
        return r
    def __radd__(self, other):
        self.kept.append(other)
        r = other * 2 + 1
        self.kept.append(r)
        return r

k = Keeper(B)
s = (k + 5) * 2 + 1
print(s, k.kept)
t = (B * 7) + k
print(t, k.kept)
u = ((k + 1) + 1) + 1
print(u, k.kept)

# a loop whose temporaries feed variables that live on
acc = []
q, r, t2 = 1, 0, 1
for j in range(1, 40):
    r = (2 * q + r) * (2 * j + 1)
    q = q * j
    t2 = t2 * (2 * j + 1)
    acc.append(r)
    acc.append((3 * q + r) // t2)
print(acc[-4:], q, r, t2)
print(sum(acc) % 1000000007)

# the same temporary in a generator and under exceptions
def g(n):
    for i in range(n):
        yield (B * i + 1) * (C + i)
print(sum(g(10)))
try:
    print((B * 2) // (B - B))
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    print((B * 2) % 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(B, C)
