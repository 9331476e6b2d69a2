# secrets: tokens of the asked lengths, numbers in range, constant-time
# comparison and its errors (random values are only checked, not printed).
import secrets
import string

print(len(secrets.token_bytes(16)), type(secrets.token_bytes()).__name__, len(secrets.token_bytes()))
h = secrets.token_hex(8)
print(len(h), all(c in string.hexdigits for c in h), len(secrets.token_hex()))
u = secrets.token_urlsafe(16)
print(len(u), all(c.isalnum() or c in "-_" for c in u), "=" in u)
print(all(0 <= secrets.randbelow(7) < 7 for _ in range(200)), secrets.randbits(16) < 2 ** 16)
print(secrets.choice("abc") in "abc", secrets.choice([5]))
for bad in (0, -3):
    try:
        secrets.randbelow(bad)
    except ValueError as e:
        print("ValueError:", e)
print(secrets.compare_digest("abc", "abc"), secrets.compare_digest("abc", "abd"), secrets.compare_digest(b"ab", b"abc"))
print(secrets.compare_digest(bytearray(b"x"), b"x"))
for a, b in (("a", b"a"), ("é", "é")):
    try:
        secrets.compare_digest(a, b)
    except TypeError as e:
        print("TypeError:", e)
print(isinstance(secrets.SystemRandom().random(), float))
