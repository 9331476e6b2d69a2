import array
for t in "bBhHiIlLqQ":
    for x in [-2**70, -1, 2**70, 2**7, 2**15, 2**31, 2**63, 2**64]:
        try: array.array(t, [x])
        except (OverflowError, TypeError) as e: print(t, x, type(e).__name__, e)
for t, x in [("b", 1.5), ("f", "x"), ("u", 5), ("u", "ab"), ("d", 1)]:
    try: print(array.array(t, [x]))
    except (OverflowError, TypeError) as e: print(t, x, type(e).__name__, e)
a = array.array("i", [1, 2, 3])
print(a, repr(array.array("u", "hi")), array.array("d"), a.itemsize, a.typecode, a.tobytes(), a.tolist(), a[1], a[1:], a * 2, a + a, 2 in a, a.index(3), a.count(1))
try: array.array("z")
except ValueError as e: print(e)
try: a + array.array("d")
except TypeError as e: print(e)
try: a.index(9)
except ValueError as e: print(e)
print(array.typecodes, array.array("f", [0.1])[0], array.array("b", b"ab"))
try: array.array("b", "ab")
except TypeError as e: print(e)
print(a == array.array("i", [1, 2, 3]), a < array.array("i", [1, 3]), a == [1, 2, 3], str(a))
a[0] = 10; a.append(4); a.extend([5, 6]); a.insert(0, 0); print(a, a.pop(), a.pop(0), a)
a.reverse(); a.remove(10); print(a, len(a)); del a[0]; print(a); a[1:3] = array.array("i", [7, 7, 7]); print(a)
try: a[1:2] = [1]
except TypeError as e: print(e)
b = array.array("H", [1, 258]); b.byteswap(); print(b, b.buffer_info()[1])
c = array.array("i"); c.frombytes(b"\x01\x00\x00\x00\x02\x00\x00\x00"); print(c); c.fromlist([9]); print(c)
sieve = array.array("b", [1]) * 50
for i in range(2, 8):
    if sieve[i]:
        for j in range(i * i, 50, i):
            sieve[j] = 0
print([i for i in range(2, 50) if sieve[i]], list(reversed(array.array("d", [1.5, 2.5]))), sum(array.array("I", range(10))))
