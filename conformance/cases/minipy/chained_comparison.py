x = 5
print(1 < x < 10, 1 < x > 10, 0 <= x <= 5 < 6, 1 == 1 != 2, 3 > 2 > 1 > 0, 1 < 2 < 2)
calls = []
def f(v):
    calls.append(v)
    return v
print(f(1) < f(0) < f(2), calls)
print("a" < "b" < "c", [1] < [2] <= [2], 1 in [1] in [[1]], x is not None)
