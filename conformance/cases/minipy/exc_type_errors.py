nothing, five, abc, half = None, 5, "abc", 1.5
tests = [lambda: "a" + 1, lambda: 1 + "a", lambda: [1] * "2", lambda: len(5), lambda: nothing(), lambda: five[0],
         lambda: {}[[]], lambda: int(None), lambda: abc[half], lambda: sum(["a"]), lambda: abs("x"), lambda: -"s",
         lambda: [] < {}, lambda: iter(5), lambda: (1, 2) + [3]]
for t in tests:
    try:
        t()
    except TypeError as e:
        print("TypeError:", e)
