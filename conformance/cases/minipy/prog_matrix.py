def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]
a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
print(matmul(a, b), matmul(a, identity(2)) == a)
def mpow(m, k):
    result = identity(len(m))
    while k:
        if k & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        k >>= 1
    return result
print(mpow([[1, 1], [1, 0]], 90)[0][1])
for row in matmul([[1.5, 0], [0, 2]], [[2, 1], [1, 2]]):
    print(" ".join(f"{v:6.2f}" for v in row))
