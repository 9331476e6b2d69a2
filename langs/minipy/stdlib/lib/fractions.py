"""Rational numbers: Fraction(numerator, denominator), always in lowest
terms with a positive denominator."""

import math
import numbers
import operator
import sys

__all__ = ["Fraction"]

# The modulus of the numeric hash and the hash of an infinity (the
# Python documentation's "Hashing of numeric types").
_HASH_MODULUS = sys.hash_info.modulus
_HASH_INF = sys.hash_info.inf


def _parse(s):
    """The (numerator, denominator) a Fraction string gives: an
    integer, a ratio n/d, or a decimal with an optional exponent."""
    text = s.strip().replace("_", "")
    if not text:
        return None
    sign = 1
    if text[0] in "+-":
        if text[0] == "-":
            sign = -1
        text = text[1:]
    if "/" in text:
        num, _, den = text.partition("/")
        if not num.isdigit() or not den.strip().isdigit():
            return None
        return sign * int(num), int(den.strip())
    mantissa, exp = text, 0
    for e in "eE":
        if e in text:
            mantissa, _, expo = text.partition(e)
            if not expo or not expo.lstrip("+-").isdigit():
                return None
            exp = int(expo)
            break
    intpart, _, frac = mantissa.partition(".")
    if not (intpart + frac).isdigit():
        return None
    n = int(intpart + frac) if intpart + frac else 0
    d = 10 ** len(frac)
    if exp >= 0:
        n *= 10 ** exp
    else:
        d *= 10 ** -exp
    return sign * n, d


class Fraction(numbers.Rational):
    """A rational number."""

    __slots__ = ("_numerator", "_denominator")

    def __new__(cls, numerator=0, denominator=None):
        self = super(Fraction, cls).__new__(cls)
        if denominator is None:
            if type(numerator) is int:
                self._numerator = numerator
                self._denominator = 1
                return self
            if isinstance(numerator, numbers.Rational):
                self._numerator = numerator.numerator
                self._denominator = numerator.denominator
                return self
            if isinstance(numerator, (float, numbers.Real)) or hasattr(numerator, "as_integer_ratio"):
                if isinstance(numerator, str):
                    pass
                else:
                    self._numerator, self._denominator = numerator.as_integer_ratio()
                    return self
            if isinstance(numerator, str):
                parsed = _parse(numerator)
                if parsed is None:
                    raise ValueError("Invalid literal for Fraction: %r" % numerator)
                numerator, denominator = parsed
            else:
                raise TypeError("argument should be a string or a Rational instance")
        elif type(numerator) is int is type(denominator):
            pass
        elif isinstance(numerator, numbers.Rational) and isinstance(denominator, numbers.Rational):
            numerator, denominator = (numerator.numerator * denominator.denominator,
                                      denominator.numerator * numerator.denominator)
        else:
            raise TypeError("both arguments should be Rational instances")
        if denominator == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % numerator)
        g = math.gcd(numerator, denominator)
        if denominator < 0:
            g = -g
        self._numerator = numerator // g
        self._denominator = denominator // g
        return self

    @classmethod
    def from_float(cls, f):
        """The exact value of a float (or an int)."""
        if isinstance(f, numbers.Integral):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)" % (cls.__name__, f, type(f).__name__))
        return cls._from_pair(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        """The exact value of a Decimal (or an int)."""
        if isinstance(dec, numbers.Integral):
            return cls(int(dec))
        return cls._from_pair(*dec.as_integer_ratio())

    @classmethod
    def _from_pair(cls, numerator, denominator):
        obj = super(Fraction, cls).__new__(cls)
        obj._numerator = numerator
        obj._denominator = denominator
        return obj

    def is_integer(self):
        return self._denominator == 1

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """The closest Fraction whose denominator is at most
        max_denominator (by the continued fraction of self)."""
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        if 2 * d * (q0 + k * q1) <= self._denominator:
            return Fraction._from_pair(p1, q1)
        return Fraction._from_pair(p0 + k * p1, q0 + k * q1)

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    def __repr__(self):
        return "%s(%s, %s)" % (self.__class__.__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return "%s/%s" % (self._numerator, self._denominator)

    def _operate(self, other, fop, rop, reverse=False):
        if isinstance(other, (int, Fraction)):
            if reverse:
                return rop(Fraction(other), self)
            return rop(self, Fraction(other))
        if isinstance(other, float):
            if reverse:
                return fop(other, float(self))
            return fop(float(self), other)
        if isinstance(other, complex):
            if reverse:
                return fop(other, complex(self))
            return fop(complex(self), other)
        return NotImplemented

    @staticmethod
    def _add(a, b):
        da, db = a.denominator, b.denominator
        return Fraction(a.numerator * db + b.numerator * da, da * db)

    @staticmethod
    def _sub(a, b):
        da, db = a.denominator, b.denominator
        return Fraction(a.numerator * db - b.numerator * da, da * db)

    @staticmethod
    def _mul(a, b):
        return Fraction(a.numerator * b.numerator, a.denominator * b.denominator)

    @staticmethod
    def _div(a, b):
        if b.numerator == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % (a.numerator * b.denominator))
        return Fraction(a.numerator * b.denominator, a.denominator * b.numerator)

    @staticmethod
    def _floordiv(a, b):
        return (a.numerator * b.denominator) // (a.denominator * b.numerator)

    @staticmethod
    def _mod(a, b):
        da, db = a.denominator, b.denominator
        return Fraction((a.numerator * db) % (b.numerator * da), da * db)

    @staticmethod
    def _divmod(a, b):
        da, db = a.denominator, b.denominator
        div, n_mod = divmod(a.numerator * db, da * b.numerator)
        return div, Fraction(n_mod, da * db)

    def __add__(a, b):
        return a._operate(b, operator.add, Fraction._add)

    def __radd__(b, a):
        return b._operate(a, operator.add, Fraction._add, True)

    def __sub__(a, b):
        return a._operate(b, operator.sub, Fraction._sub)

    def __rsub__(b, a):
        return b._operate(a, operator.sub, Fraction._sub, True)

    def __mul__(a, b):
        return a._operate(b, operator.mul, Fraction._mul)

    def __rmul__(b, a):
        return b._operate(a, operator.mul, Fraction._mul, True)

    def __truediv__(a, b):
        return a._operate(b, operator.truediv, Fraction._div)

    def __rtruediv__(b, a):
        return b._operate(a, operator.truediv, Fraction._div, True)

    def __floordiv__(a, b):
        return a._operate(b, operator.floordiv, Fraction._floordiv)

    def __rfloordiv__(b, a):
        return b._operate(a, operator.floordiv, Fraction._floordiv, True)

    def __mod__(a, b):
        return a._operate(b, operator.mod, Fraction._mod)

    def __rmod__(b, a):
        return b._operate(a, operator.mod, Fraction._mod, True)

    def __divmod__(a, b):
        return a._operate(b, divmod, Fraction._divmod)

    def __rdivmod__(b, a):
        return b._operate(a, divmod, Fraction._divmod, True)

    def __pow__(a, b):
        if isinstance(b, numbers.Rational):
            if b.denominator == 1:
                power = b.numerator
                if power >= 0:
                    return Fraction._from_pair(a._numerator ** power, a._denominator ** power)
                if a._numerator > 0:
                    return Fraction._from_pair(a._denominator ** -power, a._numerator ** -power)
                if a._numerator == 0:
                    raise ZeroDivisionError("Fraction(%s, 0)" % a._denominator ** -power)
                return Fraction._from_pair((-a._denominator) ** -power, (-a._numerator) ** -power)
            return float(a) ** float(b)
        return float(a) ** b

    def __rpow__(b, a):
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if isinstance(a, numbers.Rational):
            return Fraction(a.numerator, a.denominator) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        return Fraction._from_pair(a._numerator, a._denominator)

    def __neg__(a):
        return Fraction._from_pair(-a._numerator, a._denominator)

    def __abs__(a):
        return Fraction._from_pair(abs(a._numerator), a._denominator)

    def __int__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    __trunc__ = __int__

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            if remainder * 2 > self._denominator:
                return floor + 1
            if floor % 2 == 0:
                return floor
            return floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __float__(a):
        return a._numerator / a._denominator

    def __hash__(self):
        try:
            dinv = pow(self._denominator, -1, _HASH_MODULUS)
        except ValueError:
            hash_ = _HASH_INF
        else:
            hash_ = hash(hash(abs(self._numerator)) * dinv)
        result = hash_ if self._numerator >= 0 else -hash_
        return -2 if result == -1 else result

    def __eq__(a, b):
        if type(b) is int:
            return a._numerator == b and a._denominator == 1
        if isinstance(b, numbers.Rational):
            return a._numerator == b.numerator and a._denominator == b.denominator
        if isinstance(b, numbers.Complex) and b.imag == 0:
            b = b.real
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 == b
            return a == a.from_float(b)
        return NotImplemented

    def _richcmp(self, other, op):
        if isinstance(other, numbers.Rational):
            return op(self._numerator * other.denominator, self._denominator * other.numerator)
        if isinstance(other, float):
            if math.isnan(other) or math.isinf(other):
                return op(0.0, other)
            return op(self, self.from_float(other))
        return NotImplemented

    def __lt__(a, b):
        return a._richcmp(b, operator.lt)

    def __gt__(a, b):
        return a._richcmp(b, operator.gt)

    def __le__(a, b):
        return a._richcmp(b, operator.le)

    def __ge__(a, b):
        return a._richcmp(b, operator.ge)

    def __bool__(a):
        return bool(a._numerator)

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)
