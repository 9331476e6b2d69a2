# numbers: each ABC's abstract operations, the derived ones, the
# registrations, and a user Real built on them
import numbers
for c in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral):
    print(c.__name__, sorted(c.__abstractmethods__), c.__hash__, [b.__name__ for b in c.__mro__])
for v in (1, True, 1.5, 2j, "x", None):
    print(repr(v), [c.__name__ for c in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral) if isinstance(v, c)])
from fractions import Fraction
print(isinstance(Fraction(1, 2), numbers.Rational), issubclass(Fraction, numbers.Integral))
class Meters(numbers.Real):
    def __init__(self, v): self.v = v
    def __float__(self): return float(self.v)
    def __trunc__(self): return int(self.v)
    def __floor__(self): return int(self.v // 1)
    def __ceil__(self): return -int(-self.v // 1)
    def __round__(self, nd=None): return round(self.v, nd)
    def __floordiv__(self, o): return Meters(self.v // float(o))
    def __rfloordiv__(self, o): return Meters(float(o) // self.v)
    def __mod__(self, o): return Meters(self.v % float(o))
    def __rmod__(self, o): return Meters(float(o) % self.v)
    def __lt__(self, o): return self.v < float(o)
    def __le__(self, o): return self.v <= float(o)
    def __add__(self, o): return Meters(self.v + float(o))
    def __radd__(self, o): return Meters(float(o) + self.v)
    def __neg__(self): return Meters(-self.v)
    def __pos__(self): return Meters(self.v)
    def __mul__(self, o): return Meters(self.v * float(o))
    def __rmul__(self, o): return Meters(float(o) * self.v)
    def __truediv__(self, o): return Meters(self.v / float(o))
    def __rtruediv__(self, o): return Meters(float(o) / self.v)
    def __pow__(self, o): return Meters(self.v ** float(o))
    def __rpow__(self, o): return Meters(float(o) ** self.v)
    def __abs__(self): return Meters(abs(self.v))
    def __eq__(self, o): return self.v == float(o)
    def __repr__(self): return "Meters(%r)" % self.v
m = Meters(7.5)
print(m - 2, 10 - m, divmod(m, 2), divmod(20, m), complex(m), m.real, m.imag, m.conjugate(), bool(Meters(0)), bool(m), float(m))
class Half(numbers.Integral): pass
try: Half()
except TypeError as e: print(str(e)[:60])
try: numbers.Complex.__add__(m, 1)
except NotImplementedError: print("NotImplementedError")
print(numbers.Integral.__index__(5), numbers.Integral.numerator.fget(5), numbers.Integral.denominator.fget(5), numbers.Rational.__float__(Fraction(1, 4)), numbers.Real.__complex__(2.5))
