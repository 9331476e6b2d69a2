"""Abstract Base Classes for numbers (PEP 3141): Number, Complex, Real,
Rational, Integral; int, float, complex and bool are registered.

Each class lists the operations it leaves abstract (_declare turns the
names into abstract methods and properties) and defines the ones it
derives from them.
"""

from abc import ABCMeta, abstractmethod, update_abstractmethods

__all__ = ["Number", "Complex", "Real", "Rational", "Integral"]


def _unimplemented(name):
    def operation(self, *args):
        raise NotImplementedError
    operation.__name__ = operation.__qualname__ = name
    return abstractmethod(operation)


def _declare(methods=(), properties=()):
    """A class decorator adding the abstract operations named."""
    def add(cls):
        for name in methods:
            op = _unimplemented(name)
            op.__qualname__ = cls.__qualname__ + "." + name
            setattr(cls, name, op)
        for name in properties:
            setattr(cls, name, property(_unimplemented(name)))
        return update_abstractmethods(cls)
    return add


class Number(metaclass=ABCMeta):
    """All numbers inherit from this class."""
    __slots__ = ()
    __hash__ = None


@_declare(methods=("__complex__", "__add__", "__radd__", "__neg__", "__pos__", "__mul__", "__rmul__",
                   "__truediv__", "__rtruediv__", "__pow__", "__rpow__", "__abs__", "conjugate", "__eq__"),
          properties=("real", "imag"))
class Complex(Number):
    """Complex numbers: the operations of the built-in complex."""
    __slots__ = ()

    def __bool__(self):
        return self != 0

    def __sub__(self, other):
        return self + -other

    def __rsub__(self, other):
        return -self + other


@_declare(methods=("__float__", "__trunc__", "__floor__", "__ceil__", "__round__", "__floordiv__",
                   "__rfloordiv__", "__mod__", "__rmod__", "__lt__", "__le__"))
class Real(Complex):
    """Real numbers: Complex plus the ordering operations."""
    __slots__ = ()

    def __divmod__(self, other):
        return (self // other, self % other)

    def __rdivmod__(self, other):
        return (other // self, other % self)

    def __complex__(self):
        return complex(float(self))

    # a real number is its own real part and conjugate
    real = property(lambda self: +self)
    imag = property(lambda self: 0)

    def conjugate(self):
        return +self


@_declare(properties=("numerator", "denominator"))
class Rational(Real):
    """Rational numbers: numerator and denominator."""
    __slots__ = ()

    def __float__(self):
        return int(self.numerator) / int(self.denominator)


@_declare(methods=("__int__", "__pow__", "__lshift__", "__rlshift__", "__rshift__", "__rrshift__",
                   "__and__", "__rand__", "__xor__", "__rxor__", "__or__", "__ror__", "__invert__"))
class Integral(Rational):
    """Integers: the bit operations and __index__."""
    __slots__ = ()

    def __index__(self):
        return int(self)

    def __float__(self):
        return float(int(self))

    numerator = property(lambda self: +self)
    denominator = property(lambda self: 1)


Integral.register(int)
Real.register(float)
Complex.register(complex)
