# The int digit limit applies to every decimal conversion and can be set;
# NaN is itself in containers; log10 and log2 take ints of any size
# (issue 43, item 14).
import sys
x = 10**5000
for name, f in [("str", lambda: str(x)), ("repr", lambda: repr(x)), ("f-string", lambda: f"{x}"), ("%d", lambda: "%d" % x), ("%s", lambda: "%s" % x),
                ("format ,", lambda: format(x, ",")), ("format d", lambda: format(x, "d")), ("format x", lambda: format(x, "x")), ("hex", lambda: hex(x)),
                ("int()", lambda: int("1" * 5000)), ("print", lambda: print(x)), ("-x", lambda: str(-x)), ("%x", lambda: "%x" % x), ("4300 digits", lambda: str(10**4299))]:
    try:
        print(name, len(f()))
    except ValueError as e:
        print(name, "ValueError:", e)
print(sys.get_int_max_str_digits())
sys.set_int_max_str_digits(6000)
print(sys.get_int_max_str_digits(), len(str(x)), len(f"{x}"))
for bad in [1, 639, -1]:
    try:
        sys.set_int_max_str_digits(bad)
    except ValueError as e:
        print("ValueError:", e)
sys.set_int_max_str_digits(0)
print(len(str(10**20000)))
print(sys.int_info.str_digits_check_threshold, sys.int_info.default_max_str_digits)
nan = float('nan')
print([nan] == [nan], nan in [nan], [nan].count(nan), (nan,) == (nan,), {1: nan} == {1: nan}, [nan].index(nan), nan == nan, [nan] != [nan])
import math
print(math.log10(10**400), math.log2(2**2000), math.log(10**400), math.log(2**2000, 2), math.log10(10**400 + 1) > 400)
try:
    math.log10(-10**400)
except ValueError as e:
    print("ValueError:", e)
print(math.log(10**400, 10))
