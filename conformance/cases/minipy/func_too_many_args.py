def two(a, b):
    return a + b
print(two(1, 2))
two(1, 2, 3)
