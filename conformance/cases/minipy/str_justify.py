for s in ("a", "ab", "abc", "日本"):
    print(repr(s.center(6)), repr(s.center(7, "*")), repr(s.ljust(5, ".")), repr(s.rjust(5, "-")), repr(s.center(1)))
print(repr("42".zfill(6)), repr("-42".zfill(6)), repr("+4".zfill(4)), repr("abc".zfill(2)), repr("".zfill(3)))
try:
    "x".center(5, "ab")
except TypeError as e:
    print("TypeError:", e)
