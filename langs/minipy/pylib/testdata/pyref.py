# Helpers shared by the gen_*.py scripts that write this directory's
# expectations from CPython.
import math
from decimal import Decimal, getcontext

getcontext().prec = 60


def enc(v):
    """Encodes a Python value for the Go tests: ints as {"int": digits},
    floats as {"float": repr}, lists item by item, bools and strs as
    they are."""
    if isinstance(v, bool) or isinstance(v, str):
        return v
    if isinstance(v, int):
        return {"int": str(v)}
    if isinstance(v, float):
        return {"float": repr(v)}
    if isinstance(v, list):
        return [enc(x) for x in v]
    raise TypeError(v)


def correctly_rounded_pow(a, b, c):
    """Whether c is a ** b correctly rounded. The C library's pow is
    within 0.52 units in the last place, not always correctly rounded;
    minipy's is, so the rare cases where they differ are left out."""
    if not (math.isfinite(a) and math.isfinite(b) and math.isfinite(c)) or a <= 0 or c == 0:
        return True
    v = (Decimal(a).ln() * Decimal(b)).exp()
    d = abs(Decimal(c) - v)
    return all(d <= abs(Decimal(n) - v) for n in (math.nextafter(c, 0), math.nextafter(c, math.inf)))
