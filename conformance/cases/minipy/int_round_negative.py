print(round(1234, -2), round(1250, -2), round(1350, -2), round(-1250, -2), round(5, -1), round(15, -1))
print(round(123456789, -5), round(7, 0), round(7), round(-7, 3), round(10**20 + 5 * 10**9, -10))
print(type(round(7, -1)).__name__, round(0, -3))
