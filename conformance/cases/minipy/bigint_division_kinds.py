# // and % of big ints by big and one-word divisors and powers of two,
# every sign, and the other operators, against a checksum of CPython's.
vals = [0, 1, -1, 2, -2, 3, 7, -7, 10, 2 ** 47, -(2 ** 47), 2 ** 63 - 1, -(2 ** 63), 2 ** 64, -(2 ** 64) + 3,
        10 ** 30 + 7, -(10 ** 30) - 11, 2 ** 89 + 1, -(2 ** 90), 12345678901234567890123, 2 ** 128, 2 ** 200 - 1]
out = []
for a in vals:
    for b in vals:
        if b == 0:
            continue
        out.append((a // b, a % b, divmod(a, b), a * b, a - b, a + b, a < b, a == b))
    out.append((a >> 3, a << 5, a & 0xFFFF, a | 1, a ^ -1))
print(len(out), hash(tuple(out)) % 1000000007)
for a in vals[-6:]:
    print(a // 4, a // 1024, a % 4, a % -4, a // -8, (-a) // 16, (-a) % 10, a % 1000000007, (-a) % 1000000007, a % (2 ** 62), a % -(2 ** 63))
