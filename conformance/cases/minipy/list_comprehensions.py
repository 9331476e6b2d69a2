print([x * x for x in range(6)], [x for x in range(20) if x % 3 == 0 if x % 2 == 0])
print([(x, y) for x in range(3) for y in range(x)], [[j for j in range(i)] for i in range(4)])
matrix = [[1, 2, 3], [4, 5, 6]]
print([[row[i] for row in matrix] for i in range(3)], [v for row in matrix for v in row])
print({x % 3: x for x in range(10)}, sorted({c for c in "hello"}), [y for x in [[1], [2, 3]] for y in x])
x = "outer"
print([x for x in "ab"], x)
