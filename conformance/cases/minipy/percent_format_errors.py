tests = [("%d", "x"), ("%x", 1.5), ("%c", "ab"), ("%f", "x"), ("%s %s", (1,)), ("%s", (1, 2)), ("%(a)s", 1), ("%", 1),
         ("%y", 1), ("%(a", {"a": 1}), ("%*d", ("x", 1)), ("%c", -1), ("%d", [1]), ("", 5), ("%d", float("inf"))]
for fmt, args in tests:
    try:
        print(repr(fmt % args))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
