a, b = 17, 5
print(a + b, a - b, a * b, a / b, a // b, a % b, a ** b)
print(-a // b, -a % b, a // -b, a % -b, -a // -b, -a % -b)
print(abs(-42), -(-7), +3, 0 - 0)
print(7 // 7, 0 // 5, 0 % 5, 1 % 1)
print(2 ** 0, 0 ** 0, (-2) ** 3, (-2) ** 4)
x = 10
x += 5; x -= 3; x *= 2; x //= 5; x %= 3; x **= 4
print(x)
