# hasattr and getattr with a default answer without the exception for a
# built-in value's missing attribute, and still see every attribute the
# value has (methods, the special ones of ints, floats, ranges, slices,
# functions and bound methods), and an instance's, class's and module's.
import math

values = [1, True, 2.5, "s", b"b", [1], (1,), {1: 2}, {1}, None, range(3),
          slice(1, 2), len, math, print, (lambda: 0), "s".upper]
names = ["real", "imag", "numerator", "denominator", "start", "stop", "step",
         "upper", "keys", "append", "__name__", "__class__",
         "__func__", "__code__", "pi", "nothing", "__iter__",
         "__len__", "__index__", "__next__", "bit_length", "conjugate"]
for v in values:
    print(type(v).__name__, "".join("1" if hasattr(v, n) else "." for n in names))
    print("   ", [getattr(v, n, "-") for n in ("real", "start", "nothing")])


class Probe:
    x = 1

    @property
    def broken(self):
        raise AttributeError("inside")

    @property
    def failing(self):
        raise ValueError("other")

    def __getattr__(self, name):
        if name == "dyn":
            return 42
        raise AttributeError(name)


p = Probe()
print(hasattr(p, "x"), hasattr(p, "dyn"), hasattr(p, "zzz"), hasattr(p, "broken"))
print(getattr(p, "dyn", 0), getattr(p, "zzz", 0), getattr(p, "broken", "d"))
try:
    hasattr(p, "failing")
except ValueError as e:
    print("ValueError", e)
print(hasattr(Probe, "x"), hasattr(Probe, "dyn"), getattr(math, "nope", "m"))
try:
    getattr(1, "nope")
except AttributeError as e:
    print(e)
try:
    hasattr(1, 2)
except TypeError as e:
    print(e)
