# The traceback module marks where on its line each frame failed, as
# CPython 3.11 does: carets under the expression, ~ and ^ around a binary
# operator or a subscript's brackets, nothing when the expression is the
# whole line. File names are replaced so the output does not depend on
# where the case runs.
import traceback


def show():
    print(traceback.format_exc().replace(__file__, "CASE"))


def total(prices, qty):
    return prices["apple"] * qty + prices["pear"]


def ratio(a, b):
    return (a + b) // (a - b)


class Box:
    pass


def call_over_lines(*args):
    raise ValueError(len(args))


for f in [lambda: total({"apple": 2}, 3),
          lambda: total({"apple": 2, "pear": None}, 3),
          lambda: ratio(2, 2),
          lambda: Box().missing.attr,
          lambda: [1, 2][5],
          lambda: ([1, 2])[ (7) ],
          lambda: call_over_lines(1,
                                  2)]:
    try:
        f()
    except Exception:
        show()

try:
    naïve = "é"
    word = naïve + 1
except TypeError as e:
    for fs in traceback.extract_tb(e.__traceback__):
        print(fs.lineno, fs.end_lineno, fs.colno, fs.end_colno, fs.line)

try:
    ratio(3, 3)
except ZeroDivisionError as e:
    frames = traceback.extract_tb(e.__traceback__)
    print([(fs.name, fs.colno, fs.end_colno) for fs in frames])
    print("".join(traceback.format_list(frames)).replace(__file__, "CASE"))
