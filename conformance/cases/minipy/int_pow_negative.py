print(2 ** -1, 2 ** -2, 10 ** -3, (-2) ** -3)
print(pow(4, -2), 1 ** -5, (-1) ** -3)
try:
    print(0 ** -1)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
