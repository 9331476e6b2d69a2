def level(n):
    try:
        if n == 0:
            raise LookupError("bottom")
        level(n - 1)
    except LookupError as e:
        if n < 2:
            raise
        print("handled at level", n, e)
level(4)
try:
    try:
        raise ValueError("a")
    except ValueError:
        try:
            raise TypeError("b")
        except TypeError as inner:
            print("inner", inner)
        print("back in outer handler")
        raise KeyError("c")
except KeyError as e:
    print("finally caught", e, "context", repr(e.__context__))
