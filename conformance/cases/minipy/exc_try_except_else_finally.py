def attempt(x):
    try:
        r = 10 / x
    except ZeroDivisionError:
        print("zero!")
        return "error"
    except TypeError as e:
        print("type:", e)
        return "type"
    else:
        print("ok", r)
        return "ok"
    finally:
        print("finally for", repr(x))
for v in (2, 0, "s"):
    print(attempt(v))
