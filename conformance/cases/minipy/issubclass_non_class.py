# issubclass and isinstance with arguments that are not classes: CPython's
# TypeErrors, each naming the argument it refuses.
for args in [(1, int), (int, 1), (int, (int, 1)), ("a", (int,)), (bool, (int, str))]:
    try:
        print(issubclass(*args))
    except TypeError as e:
        print("TypeError:", e)
for args in [(1, 2), (1, (int, "x")), (1, (str, int))]:
    try:
        print(isinstance(*args))
    except TypeError as e:
        print("TypeError:", e)
