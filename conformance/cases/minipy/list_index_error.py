a = [1, 2, 3]
print(a[2], a[-3])
print(a[3])
