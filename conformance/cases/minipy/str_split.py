print("a,b,,c".split(","), "a,b,,c".split(",", 1), "a,b,,c".rsplit(",", 1), "".split(","), "".split())
print("  one two\tthree\n four  ".split(), "  one two  three ".split(None, 1), "  one two  three ".rsplit(None, 1))
print("a--b--c".split("--"), "abc".split("abc"), "x".split("y"), "a b c".split(" ", 0), "1 2 3".split(maxsplit=1))
try:
    "abc".split("")
except ValueError as e:
    print("ValueError:", e)
