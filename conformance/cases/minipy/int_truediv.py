print(1 / 3, 2 / 3, 10 / 4, -7 / 2, 6 / 3)
print(10 ** 20 / 3, 2 ** 60 / 7)
print((2 ** 53 + 1) / 1, 123456789123456789 / 1000)
print(10 ** 400 // 10 ** 398 / 7)
try:
    print(10 ** 400 / 1)
except OverflowError as e:
    print("OverflowError:", e)
try:
    print(1 / 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
