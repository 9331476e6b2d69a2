def risky():
    raise ValueError("original")
try:
    try:
        risky()
    except ValueError:
        print("logging and re-raising")
        raise
except ValueError as e:
    print("outer got", e)
try:
    try:
        risky()
    except ValueError as e:
        err = e
    raise err
except ValueError as e:
    print("raised again", e)
e = None
try:
    raise TypeError("t")
except TypeError as e:
    pass
try:
    print(e)
except NameError as ne:
    print("NameError:", ne)
