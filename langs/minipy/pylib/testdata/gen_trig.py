# Writes trig.jsonl: math.sin, cos and tan as CPython 3.11 (the C
# library) computes them, arguments and results as float.hex(). Only the
# results the C library rounds correctly are kept (glibc's sin and cos
# miss by a unit in the last place now and then; minipy rounds
# correctly): each is checked against the exact value, from exact
# rationals. Run from this directory: python3 gen_trig.py > trig.jsonl
import json, math, random
from fractions import Fraction


def machin_pi(digits):
    one = 10 ** digits

    def arctan_inv(x):
        total = term = one // x
        n, sign = 1, -1
        while term:
            term //= x * x
            n += 2
            total += sign * (term // n)
            sign = -sign
        return total
    return Fraction(4 * (4 * arctan_inv(5) - arctan_inv(239)), one)


PIO2 = machin_pi(90) / 2
EPS = Fraction(1, 10 ** 45)


def series(r, first, n):
    # sum of (-1)**k r**(2k+n) / (2k+n)! from first = r**n / n!
    total, term = Fraction(0), first
    while abs(term) > EPS:
        total += term
        term = -term * r * r / ((n + 1) * (n + 2))
        n += 2
    return total


def exact(x):
    k = round(Fraction(x) / PIO2)
    r = Fraction(x) - k * PIO2
    s, c = series(r, r, 1), series(r, Fraction(1), 0)
    s, c = [(s, c), (c, -s), (-s, -c), (-c, s)][k % 4]
    return {"sin": float(s), "cos": float(c), "tan": float(s / c)}


rng = random.Random(37)
xs = [0.0, -0.0, 1e-300, -5e-324, 1e-9, 1.4901161193847656e-08, 0.5, 1.0, -1.0, 2.0, 3.0, math.pi, math.pi / 2,
      math.pi / 4, 3 * math.pi / 2, 2 * math.pi, 100.0, 1e5, 1e6, 2.0 ** 20, 3.13672248069662]
xs += [rng.uniform(-7, 7) for _ in range(3000)]
xs += [rng.uniform(-1e6, 1e6) for _ in range(1000)]
xs += [k * math.pi / 2 + rng.uniform(-1e-6, 1e-6) for k in range(-40, 40)]
xs += [math.ldexp(rng.random(), rng.randrange(-40, 0)) for _ in range(300)]
for x in xs:
    want = exact(x)
    case = {"x": x.hex()}
    for name in ("sin", "cos", "tan"):
        got = getattr(math, name)(x)
        if got == want[name] and math.copysign(1, got) == math.copysign(1, want[name]):
            case[name] = got.hex()
    print(json.dumps(case))
