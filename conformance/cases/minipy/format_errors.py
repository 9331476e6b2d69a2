cases = [(1.5, "d"), (1, "s"), ("a", "d"), ("a", "+"), ("a", "="), ("a", ","), (1, ".2"), (1, "+c"), (1, ",_"), (1, "_,"),
         (1, "xx"), (1, "10."), (-1, "c"), (True, "s"), (None, "d"), ([1], "x"), (10**400, "f"), (1, "z")]
for value, spec in cases:
    try:
        print(repr(format(value, spec)))
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
