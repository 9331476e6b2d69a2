print(2.0 ** 10, 2.0 ** 0.5, 10.0 ** -2, (-8.0) ** 3, 1.5 ** 2.5, 0.0 ** 0, 4 ** 0.5, 2 ** 0.5)
print(1.0001 ** 10000, 0.5 ** 1074, 10.0 ** 308, 7.0 ** -0.5)
print(pow(2.0, 3), pow(9, 0.5), float("inf") ** 0, 1.0 ** float("nan"), float("nan") ** 0)
try:
    print(10.0 ** 400)
except OverflowError as e:
    print("OverflowError:", e)
try:
    print(0.0 ** -1)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
