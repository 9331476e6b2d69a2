a = list(range(10))
print(a[2:5], a[::3], a[::-1], a[-3:], a[:-7], a[8:2:-2], a[100:], a[-100:2])
b = a[:]
b[2:5] = ["x"]
print(b)
b[1:1] = [7, 7, 7]
print(b)
b[::2] = [0] * len(b[::2])
print(b)
del b[::3]
print(b)
del b[1:3]
print(b, len(b))
try:
    b[::2] = [1]
except ValueError as e:
    print("ValueError:", e)
c = [1, 2, 3]
c[-1] = 30; c[0] += 10
print(c)
