x = 100
for op in range(12):
    if op == 0: x += 7
    elif op == 1: x -= 2
    elif op == 2: x *= 3
    elif op == 3: x //= 4
    elif op == 4: x %= 50
    elif op == 5: x **= 2
    elif op == 6: x <<= 3
    elif op == 7: x >>= 1
    elif op == 8: x &= 0xFFF
    elif op == 9: x |= 0x1000
    elif op == 10: x ^= 0xF
    else: x /= 8
    print(op, x)
s = "ab"; s += "c"; s *= 2
l = [1]; l2 = l; l += [2]; l *= 2
t = (1,); t2 = t; t += (2,)
print(s, l, l2, l is l2, t, t2)
