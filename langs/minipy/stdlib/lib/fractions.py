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


def _ratio(value):
    """(numerator, denominator) of a rational, or of anything with an
    exact as_integer_ratio (a float, a Decimal); None otherwise."""
    if isinstance(value, numbers.Rational):
        return value.numerator, value.denominator
    if isinstance(value, numbers.Real) or hasattr(value, "as_integer_ratio"):
        return value.as_integer_ratio()
    return None


def _lowest(n, d):
    # n/d in lowest terms with a positive denominator
    if d == 0:
        raise ZeroDivisionError("Fraction(%s, 0)" % n)
    g = math.gcd(n, d)
    if d < 0:
        g = -g
    return n // g, d // g


def _div_exact(an, ad, bn, bd):
    if bn == 0:
        raise ZeroDivisionError("Fraction(%s, 0)" % (an * bd))
    return an * bd, ad * bn


# a op b on (numerator, denominator) pairs, for Fraction with Fraction or int
_EXACT = {
    "add": lambda an, ad, bn, bd: Fraction(an * bd + bn * ad, ad * bd),
    "sub": lambda an, ad, bn, bd: Fraction(an * bd - bn * ad, ad * bd),
    "mul": lambda an, ad, bn, bd: Fraction(an * bn, ad * bd),
    "truediv": lambda an, ad, bn, bd: Fraction(*_div_exact(an, ad, bn, bd)),
    "floordiv": lambda an, ad, bn, bd: (an * bd) // (ad * bn),
    "mod": lambda an, ad, bn, bd: Fraction((an * bd) % (bn * ad), ad * bd),
    "divmod": lambda an, ad, bn, bd: (lambda q, r: (q, Fraction(r, ad * bd)))(*divmod(an * bd, ad * bn)),
}


def _arith(name):
    """The forward and reflected methods of operator name: exact with
    ints and Fractions, through float with floats, through complex with
    complex numbers."""
    exact = _EXACT[name]
    inexact = getattr(operator, name) if name != "divmod" else divmod

    def apply(x, y, swap):
        if isinstance(y, (int, Fraction)):
            xs, ys = (x.numerator, x.denominator), (y.numerator, y.denominator)
            return exact(*(ys + xs)) if swap else exact(*(xs + ys))
        for kind in (float, complex):
            if isinstance(y, kind):
                return inexact(y, kind(x)) if swap else inexact(kind(x), y)
        return NotImplemented

    def forward(a, b):
        return apply(a, b, False)

    def reflected(b, a):
        return apply(b, a, True)

    forward.__name__, reflected.__name__ = "__%s__" % name, "__r%s__" % name
    return forward, reflected


def _versus(f, other):
    """(x, y) whose comparison is f's with other, or NotImplemented."""
    if isinstance(other, numbers.Rational):
        return f._numerator * other.denominator, f._denominator * other.numerator
    if isinstance(other, float):
        if not math.isfinite(other):
            return 0.0, other  # only the infinities' and NaN's order matters
        n, d = other.as_integer_ratio()
        return f._numerator * d, f._denominator * n
    return NotImplemented


def _comparison(test):
    def compare(a, b):
        pair = _versus(a, b)
        return pair if pair is NotImplemented else test(*pair)
    return compare


class Fraction(numbers.Rational):
    """A rational number."""

    __slots__ = ("_numerator", "_denominator")

    def __new__(cls, numerator=0, denominator=None):
        if denominator is None:
            if isinstance(numerator, str):
                parsed = _parse(numerator)
                if parsed is None:
                    raise ValueError("Invalid literal for Fraction: %r" % numerator)
                n, d = _lowest(*parsed)
            else:
                pair = _ratio(numerator)
                if pair is None:
                    raise TypeError("argument should be a string or a Rational instance")
                n, d = pair
        elif type(numerator) is int is type(denominator):
            n, d = _lowest(numerator, denominator)
        elif isinstance(numerator, numbers.Rational) and isinstance(denominator, numbers.Rational):
            n, d = _lowest(numerator.numerator * denominator.denominator,
                           denominator.numerator * numerator.denominator)
        else:
            raise TypeError("both arguments should be Rational instances")
        return cls._from_pair(n, d)

    @classmethod
    def _from_pair(cls, numerator, denominator):
        # a Fraction of a pair already in lowest terms
        made = object.__new__(cls)
        made._numerator, made._denominator = numerator, denominator
        return made

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

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """The closest Fraction whose denominator is at most
        max_denominator: the last convergent of self's continued
        fraction within the bound, or the semiconvergent after it when
        that is closer."""
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        N, D = self._numerator, self._denominator
        if D <= max_denominator:
            return Fraction(self)
        before, last = (0, 1), (1, 0)  # the two latest convergents (p, q)
        n, d = N, D
        while d:
            a = n // d
            following = (before[0] + a * last[0], before[1] + a * last[1])
            if following[1] > max_denominator:
                break
            before, last = last, following
            n, d = d, n - a * d
        k = (max_denominator - before[1]) // last[1]
        semi = (before[0] + k * last[0], before[1] + k * last[1])
        # |p/q - N/D| compared as |p*D - N*q| / q, ties to the convergent
        if abs(last[0] * D - N * last[1]) * semi[1] <= abs(semi[0] * D - N * semi[1]) * last[1]:
            return Fraction._from_pair(*last)
        return Fraction._from_pair(*semi)

    numerator = property(lambda a: a._numerator)
    denominator = property(lambda a: a._denominator)

    def __repr__(self):
        return "%s(%s, %s)" % (type(self).__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return "%s/%s" % (self._numerator, self._denominator)

    __add__, __radd__ = _arith("add")
    __sub__, __rsub__ = _arith("sub")
    __mul__, __rmul__ = _arith("mul")
    __truediv__, __rtruediv__ = _arith("truediv")
    __floordiv__, __rfloordiv__ = _arith("floordiv")
    __mod__, __rmod__ = _arith("mod")
    __divmod__, __rdivmod__ = _arith("divmod")

    def _to_int_power(self, e):
        n, d = self._numerator, self._denominator
        if e >= 0:
            return Fraction._from_pair(n ** e, d ** e)
        if n == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % d ** -e)
        top, bottom = d ** -e, n ** -e
        if bottom < 0:
            top, bottom = -top, -bottom
        return Fraction._from_pair(top, bottom)

    def __pow__(a, b):
        if isinstance(b, numbers.Rational):
            if b.denominator == 1:
                return a._to_int_power(b.numerator)
            b = float(b)
        return float(a) ** b

    def __rpow__(b, a):
        natural = b._denominator == 1 and b._numerator >= 0
        if isinstance(a, numbers.Rational) and not natural:
            return Fraction(a.numerator, a.denominator) ** b
        return a ** (b._numerator if b._denominator == 1 else float(b))

    def __pos__(a):
        return Fraction._from_pair(a._numerator, a._denominator)

    def __neg__(a):
        return Fraction._from_pair(-a._numerator, a._denominator)

    def __abs__(a):
        return Fraction._from_pair(abs(a._numerator), a._denominator)

    def __int__(a):
        q = abs(a._numerator) // a._denominator
        return q if a._numerator >= 0 else -q

    __trunc__ = __int__

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        if ndigits is None:
            q, r = divmod(self._numerator, self._denominator)
            twice = 2 * r
            if twice > self._denominator or twice == self._denominator and q % 2:
                q += 1
            return q
        scale = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * scale), scale)
        return Fraction(round(self / scale) * scale)

    def __float__(a):
        return a._numerator / a._denominator

    def __hash__(self):
        # the numeric hash: numerator times the denominator's inverse
        # modulo the hash modulus (an infinity's hash when it has none)
        n, d = self._numerator, self._denominator
        if d % _HASH_MODULUS:
            h = abs(n) % _HASH_MODULUS * pow(d, _HASH_MODULUS - 2, _HASH_MODULUS) % _HASH_MODULUS
        else:
            h = _HASH_INF
        if n < 0:
            h = -h
        return -2 if h == -1 else h

    def __eq__(a, b):
        if isinstance(b, numbers.Complex) and not isinstance(b, numbers.Real) and b.imag == 0:
            b = b.real
        if not isinstance(b, (numbers.Rational, float)):
            return NotImplemented
        x, y = _versus(a, b)
        return x == y

    __lt__ = _comparison(lambda x, y: x < y)
    __gt__ = _comparison(lambda x, y: x > y)
    __le__ = _comparison(lambda x, y: x <= y)
    __ge__ = _comparison(lambda x, y: x >= y)

    def __bool__(a):
        return a._numerator != 0

    def __reduce__(self):
        return (type(self), (self._numerator, self._denominator))

    def __copy__(self):
        if type(self) is Fraction:
            return self
        return type(self)(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        return self.__copy__()
