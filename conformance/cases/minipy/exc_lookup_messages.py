tests = [lambda: [1, 2][5], lambda: (1,)[-2], lambda: "ab"[9], lambda: {"a": 1}["b"], lambda: {1: 2}[3],
         lambda: {(1, 2): 0}[(2, 1)], lambda: [].pop(), lambda: {}.popitem(), lambda: set().pop(), lambda: range(3)[3]]
for t in tests:
    try:
        t()
    except (IndexError, KeyError) as e:
        print(type(e).__name__ + ":", e, "|", repr(e))
