# Writes math.jsonl: math module results as CPython 3.11 computes them;
# args as in gen_numbers.py, out is repr() of the result. Run from this
# directory: python3 gen_math.py > math.jsonl
import json, math, random
from pyref import enc, correctly_rounded_pow

def case(kind, *args):
    f = getattr(math, kind)
    try:
        v = f(*args)
        if kind == "pow" and not correctly_rounded_pow(*args, v):
            return
        r = {"out": repr(v)}
    except Exception as e:
        r = {"err": type(e).__name__ + ": " + str(e)}
    print(json.dumps(dict(kind=kind, args=[enc(a) for a in args], **r)))

rng = random.Random(7)
inf, nan = float('inf'), float('nan')
floats = [0.0, -0.0, 0.5, 1.0, -1.0, 2.0, 2.5, -2.5, 10.0, 1e-300, 5e-324, 1e300, 1e16 + 1, 123.456, inf, -inf, nan,
          700.0, 709.78, 710.0, -745.0, -746.0, 0.1, 3.0] + [rng.uniform(-50, 50) for _ in range(40)] + \
         [10 ** rng.uniform(-300, 300) for _ in range(40)]
for x in floats:
    for f in ["floor", "ceil", "sqrt", "exp", "log", "log10", "log2"]:
        case(f, x)
    for y in [0.0, 2.0, -1.0, 0.5, 3.3, inf]:
        case("pow", x, y)
        case("fmod", x, y)
for x in [0, 1, 2, 10, 2**100, 10**400, -5, 3**1000]:
    case("log", x)
for x, b in [(8.0, 2.0), (100.0, 10.0), (8.0, 1.0), (2.0, 0.5), (1000.0, 10.0)]:
    case("log", x, b)
for n in [0, 1, 5, 20, 30, 100, -1]:
    case("factorial", n)
for a, b in [(0, 0), (12, 18), (-12, 18), (2**100, 6**50), (17, 0)]:
    case("gcd", a, b)
for n in [0, 1, 15, 16, 17, 10**40, 2**200 - 1, -1]:
    case("isqrt", n)
for n, k in [(5, 2), (10, 0), (10, 10), (10, 11), (100, 50), (-1, 2), (5, -1), (60, 30)]:
    case("comb", n, k)
    case("perm", n, k)
case("perm", 6)
for xs in [[0.1] * 10, [1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50], [1e308, 1e308], [inf, 1.0], [inf, -inf], [nan, 1.0],
           [1e-16, 1.0, 1e16], [rng.uniform(-1, 1) * 10 ** rng.randrange(-20, 20) for _ in range(50)], []]:
    case("fsum", xs)
