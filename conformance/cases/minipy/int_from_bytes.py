# int() of bytes, bytearray and (without a base) memoryview: the bytes as
# ASCII text, and CPython's errors, which show the text as bytes.
print(int(b" 12 "), int(bytearray(b"7")), int(b"ff", 16), int(b"0b101", 0), int(b"1_000"), int(bytearray(b"-11"), 2))
for x, base in [(b"x", 10), (b"\xff", 10), (bytearray(b"12a"), 10), (b"", 2), (memoryview(b"1"), 2), (b"9", 8)]:
    try:
        print(int(x, base))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    int(memoryview(b"1"))
except TypeError as e:
    print("TypeError", e)
