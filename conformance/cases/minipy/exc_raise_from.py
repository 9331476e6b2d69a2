class AppError(Exception):
    pass
def load():
    try:
        {}["cfg"]
    except KeyError as e:
        raise AppError("config missing") from e
try:
    load()
except AppError as e:
    print("AppError:", e, "| cause:", repr(e.__cause__))
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("during handling")
except ValueError as e:
    print("context:", repr(e.__context__), "cause:", e.__cause__)
try:
    raise RuntimeError("no cause") from None
except RuntimeError as e:
    print(e.__cause__)
