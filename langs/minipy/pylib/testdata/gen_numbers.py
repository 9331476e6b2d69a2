# Writes numbers.jsonl: int and float conversions and arithmetic as
# CPython 3.11 computes them. args hold ints as {"int": "digits"}, floats
# as {"float": "repr"} and strs as they are; out is repr() of the result.
# Run from this directory: python3 gen_numbers.py > numbers.jsonl
import json, math, random
from pyref import enc, correctly_rounded_pow

def case(kind, f, *args):
    try:
        v = f(*args)
        if kind == "fpow" and isinstance(v, float) and not correctly_rounded_pow(*args, v):
            return
        if isinstance(v, complex):
            # minipy has no complex numbers: it raises instead.
            raise NotImplementedError("complex numbers are not supported")
        r = {"out": repr(v)}
    except OverflowError as e:
        if str(e) == "complex exponentiation":
            e = NotImplementedError("complex numbers are not supported")
        r = {"err": type(e).__name__ + ": " + str(e)}
    except Exception as e:
        r = {"err": type(e).__name__ + ": " + str(e)}
    print(json.dumps(dict(kind=kind, args=[enc(a) for a in args], **r), ensure_ascii=False))

rng = random.Random(29)
inf, nan = float('inf'), float('nan')
ints = [0, 1, -1, 2, -2, 3, 7, -7, 10, 100, 12345, -12345, 2**31, 2**53 + 1, 2**62, 2**63 - 1, -2**63, 2**63, 2**64 + 3,
        -(2**64) - 3, 10**20, -(10**25) + 1, 3**100, -(7**90)] + [rng.randrange(-10**6, 10**6) for _ in range(8)]
floats = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, 3.7, -3.7, 0.1, 1e-300, 5e-324, 1e300, -1e300, 1e16, 7.0, -7.0,
          123.456, 2.675, 0.125, inf, -inf, nan] + [rng.uniform(-1000, 1000) for _ in range(6)]

for s in ["0", "12", "-12", "+12", " 12 ", "\u2003-1_0\u2003", "1_000_000", "1__0", "_1", "1_", "", " ", "x", "0x1f",
          "0X1F", "0o17", "0b101", "0b102", "017", "00", "0_0", "09", "1e5", "12.0", "١٢٣", "9" * 30, "-" + "9" * 25,
          "x" * 300, "1" * 4301, "+", "-", "+-1", "0x", "0x_1f", "0_x1f", "z", "Zz", "\t42\n", "4 2", "0b1", "0o8", "7" * 4300]:
    for base in ([10, 0, 16, 2, 8, 36, 1, 37] if len(s) < 100 else [10, 16]):
        case("int", lambda s, b: int(s, b), s, base)
for s in ["0", "1.5", "-1.5", " 1.5\n", ".5", "5.", ".", "1e5", "1E-5", "1e", "1e5_0", "1_e5", "1._5", "1_0.5", "1__0",
          "nan", "-nan", "NaN", "inf", "-Infinity", "+inFINITY", "infinit", "0x10", "1e400", "-1e-400", "١.٥", "1 0", "",
          "abc", "1.7976931348623157e308", "2.2250738585072014e-308", "4.9e-324", "0.1", "123456789012345678901234567890",
          "+.5e+2", "-0", "-0.0", "1_000.000_1", "y" * 300]:
    case("float", float, s)
for a in ints:
    for b in ints[:14] + [ints[20], ints[22]]:
        case("divmod", divmod, a, b)
        case("truediv", lambda x, y: x / y, a, b)
    for b in [0, 1, 2, 3, 5, 10, 31, 64, 65, 100]:
        case("pow", pow, a, b)
    for b, m in [(5, 7), (-1, 7), (-2, 13), (2, -7), (10**18, 10**9 + 7), (3, 1), (3, -1), (2, 0), (-1, 12)]:
        case("powmod", pow, a, b, m)
    for n in [0, 2, -1, -2, -5, -30]:
        case("roundint", round, a, n)
    case("float_of", float, a)
    case("hash", hash, a)
    case("hex", hex, a)
    case("oct", oct, a)
    case("bin", bin, a)
for a in floats:
    for b in floats:
        case("fdivmod", divmod, a, b)
        case("fpow", pow, a, b)
    for b in [2.0, 3.0, -3.0, 10.0, 0.5, -0.5, 1.0 / 3, 17.0, -17.0, 50.0, 1e10]:
        case("fpow", pow, a, b)
    for n in [0, 1, 2, 3, 5, -1, -2, 400, -400, 15]:
        case("roundf", round, a, n)
    case("roundf0", round, a)
    case("int_of", int, a)
    if a == a:
        case("hash", hash, a)
for _ in range(200):
    x = rng.uniform(-1e6, 1e6)
    n = rng.randrange(-3, 8)
    case("roundf", round, x, n)
    case("fpow", pow, abs(x) / 1000, float(rng.randrange(-40, 40)))
    case("hash", hash, x * 10.0 ** rng.randrange(-300, 300))
for _ in range(300):
    case("fpow", pow, rng.uniform(0, 100), rng.uniform(-30, 30))
    case("fpow", pow, rng.uniform(0.9, 1.1), rng.uniform(-3000, 3000))
for x in [0.5, 1.5, 2.5, 0.125, 0.375, 2.675, 1.005, 5e-324, 1234.5, -0.5]:
    for n in range(0, 5):
        case("roundf", round, x, n)
