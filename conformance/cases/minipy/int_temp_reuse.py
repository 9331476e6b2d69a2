# Ints just outside the immediate range made by one operation and used
# by the next (the temporary may be overwritten): results as CPython's.
s = 12345
out = []
for i in range(20):
    s = (s * 69069 + 1) % 4294967296
    out.append(s)
print(out[-3:])
a = 2**50
b = (a * 3 + 1) - (a * 2 - 5)
print(b, (a + 1) * (a - 1) // (a + 1), (a * 7) % (a * 3 + 1), (a * 7) // (a * 2))
x = 2**40
print((x * 1000 + 7) % (x * 3), (x * 1000) - (x * 999), -(x*x) // (x * 5), (x*x + 1) % (x*3+2))
for k in range(5):
    t = (x * k + 3) * (x * 2 + k)
    u = (x * 5) - (x * 4) + (x * k)
    print(t, u, (x * 4) // (x + k + 1), (x * 9) % (x * 2 - k), 7 - (x * 3 + k), (x * 3) // (x * 3 - k - 1))
y = x * 3
z = y + 1
print(y, z, y is z, x * 3 == y)
ys = [x * k + 1 for k in range(3)]
print(ys, [v - x for v in ys], (2**62 + 2**61) - 2**62, (2**63 - 1) + 1, -(2**63) - 1)
