for n in (0, 1, 255, -255, 2**64, -(2**70) + 3):
    print(hex(n), oct(n), bin(n))
print(int("ff", 16), int("0xff", 16), int("0o17", 0), int("0b101", 0), int("z", 36))
print(int("  -42  "), int("+7"), int("1_000_000"), int("0x_1f", 16), int("00", 0))
print(int("123456789012345678901234567890"), int(" 7 ", 8))
print(int(3.99), int(-3.99), int(True), int(1e20))
for s, base in (("12", 2), ("x", 10), ("", 10), ("1__0", 10), ("010", 0), ("12", 1)):
    try:
        print(int(s, base))
    except ValueError as e:
        print("ValueError:", e)
