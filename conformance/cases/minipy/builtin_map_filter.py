print(list(map(str.upper, ["a", "b"])), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])), list(map(int, "123")))
print(list(filter(None, [0, 1, "", "x", None, [], [0]])), list(filter(lambda v: v % 3 == 0, range(10))))
m = map(abs, [-1, -2])
print(next(m), list(m), list(m))
