n = 0
while n < 5:
    n += 1
    if n == 3:
        continue
    print("n", n)
else:
    print("while finished normally")
k = 10
while True:
    k -= 3
    if k < 0:
        break
print("k", k)
m = 0
while m < 100:
    m += 1
    if m * m > 50:
        break
else:
    print("not printed")
print("m", m)
