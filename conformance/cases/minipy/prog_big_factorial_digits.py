f = 1
for i in range(2, 301):
    f *= i
s = str(f)
print(len(s), sum(int(c) for c in s), s[:15], len(s) - len(s.rstrip("0")))
print(2 ** 1000 % 10 ** 12, sum(map(int, str(2 ** 1000))))
a, b = 0, 1
for _ in range(500):
    a, b = b, a + b
print(len(str(a)), str(a)[:20])
