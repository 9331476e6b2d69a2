# str.split, rsplit, splitlines and strip without an argument: Python's
# white space (\x1c-\x1f too), keyword and argument errors in
# Argument Clinic's words, and non-ASCII pieces.
print("a\x1cb  c".split(), "  a b ".split(None, 1), " a b  ".rsplit(None, 1))
print("a,b,,c".split(","), "a,b,,c".split(",", 1), "a,b,,c".rsplit(",", 2), "a,b".split(sep=",", maxsplit=0))
print("é,b".split(","), "x\u2028y\r\nz\n".splitlines(), "x\u2028y\r\nz\n".splitlines(True), "a\nb".splitlines(keepends=1))
print(repr("\x1c a \x1f".strip()), repr("\x1c a \x1f".lstrip()), repr("\x1c a \x1f".rstrip()))
for bad in [lambda: "a".split(""), lambda: "a".splitlines(1, 2), lambda: "a".splitlines(x=1), lambda: "a".split(1), lambda: "a".splitlines(1.5)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
for bad in [lambda: "a".split(",", 1, 2), lambda: "a".rsplit(",", 1, 2), lambda: "a".rsplit(x=1), lambda: "a b".rsplit(maxsplit="1")]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
