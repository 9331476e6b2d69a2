a, b = 0b1100_1010, 0b0110_0110
print(a & b, a | b, a ^ b, ~a, a << 3, a >> 2)
print(-a & 0xff, -1 >> 5, -17 >> 2, ~0, ~-1)
print(1 << 100, (1 << 100) >> 99, (1 << 100) & ((1 << 64) - 1))
print(-(1 << 70) >> 3, (-(1 << 70)) & 0xffff, (1 << 65) | 1, (1 << 65) ^ (1 << 64))
print((255).bit_length(), (0).bit_length(), (-256).bit_length(), (2**100).bit_length())
try:
    print(1 << -1)
except ValueError as e:
    print("ValueError:", e)
