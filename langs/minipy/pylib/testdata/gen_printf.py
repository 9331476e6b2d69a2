# Writes printf.jsonl: format % operand as CPython 3.11 computes it.
# Operands are encoded as {"tuple": [...]}, {"dict": {...}} or a single
# value; values as {"int": "digits"}, {"float": "repr"}, a string, a
# bool, or {"other": [str, repr, ascii, type name]}. Run from here:
#   python3 gen_printf.py > printf.jsonl
import json

def enc(v):
    if isinstance(v, bool) or isinstance(v, str):
        return v
    if isinstance(v, int):
        return {"int": str(v)}
    if isinstance(v, float):
        return {"float": repr(v)}
    if isinstance(v, tuple):
        return {"tuple": [enc(x) for x in v]}
    if isinstance(v, dict):
        return {"dict": {k: enc(x) for k, x in v.items()}}
    return {"other": [str(v), repr(v), ascii(v), type(v).__name__]}

inf = float('inf')
cases = [
    ("%d", "x"), ("%x", 1.5), ("%d", 1.7), ("%d", -1.7), ("%d", inf), ("%d", float('nan')), ("%c", "ab"), ("%c", 1.5), ("%c", -1),
    ("%f", "x"), ("%s %s", (1,)), ("%s", (1, 2)), ("%(a)s", 1), ("%(a", {'a': 1}), ("%", 1), ("%y", 1), ("abc %5%", ()),
    ("%*d", ('x', 1)), ("%.*f", (2, 1.5)), ("%*d", (-5, 1)), ("%-05d", 3), ("%05d", -3), ("%+05x", 255), ("%#05x", 255),
    ("%#5x", 255), ("%#o", 8), ("%#X", 255), ("%.3d", 5), ("%#.3x", 5), ("%5.1s", "abc"), ("%r", "a'b"), ("%a", "é"),
    ("%i", True), ("%s", True), ("%x", True), ("% d", 5), ("%+.2e", 12345.678), ("%#.0f", 2.0), ("%g", 1e20),
    ("%G", 1e-20), ("%10.3F", inf), ("%05.1f", -inf), ("%(a)s %(b)d", {'a': 'x', 'b': 2}), ("%(a)s %s", {'a': 1}),
    ("%(a(b))s", {'a(b)': 3}), ("%ld", 5), ("%hd", 5), ("%d %d", (1, 2, 3)), ("", ()), ("", 5), ("x", {'a': 1}),
    ("%(a)*d", {'a': 1}), ("%*.*f", (8, 2, 3.14159)), ("%c", 65), ("%c", 0x110000), ("%5c", "x"), ("%s", None),
    ("%.0e", 5.5), ("%o", -8), ("%x", 2**70), ("%d", 2**70), ("%e", 2**70), ("%e", 10**400), ("%.2f%%", 99.5),
    ("%5%", ()), ("%-5%", ()), ("%d", [1]), ("%f", [1]), ("%x", "a"), ("%c", None), ("%*d", (1.5, 1)), ("%.*d", ('a', 1)),
    ("%s%", 1), ("%(a)", {'a': 1}), ("%\xe9", 1), ("%x", -255), ("%#x", -255), ("%5%", (1,)), ("%(a)%", {'a': 1}),
    ("%(a)s", "abc"), ("%(a)s", (1,)), ("%s", [1, 2]), ("%s", ()), ("%c", True), ("%.3s", "é日本x"),
    ("%08.3f", -3.14159), ("%-8.3f|", -3.14159), ("%+d", 0), ("% 5d", 42), ("%+ d", 5), ("%#g", 1.0), ("%#.3g", 100.0),
    ("%.15g", 0.1), ("%.17g", 0.1), ("%.0f", 0.5), ("%.0f", 1.5), ("%x", 0), ("%#o", 0), ("%05s", "ab"), ("%-5s|", "ab"),
    ("%3c|", 65), ("%10r", "x"), ("%.1r", "xyz"), ("%*s", (3, "a")), ("%-*s|", (3, "a")), ("%.*s", (-1, "abc")),
    ("%*s", (-3, "a")), ("%s|%r|%a", ("日", "日", "日")), ("%r", 1.0), ("%s", 1e16), ("%s", -0.0), ("%d", -0.0),
    ("%5.2f|%-7.3e|%g", (3.14159, 0.000123, 1234567.0)), ("%%%s%%", "x"), ("%s and %s", ("a", "b")), ("%(x)s-%(x)r", {'x': 'q'}),
    ("%x", 2**64 - 1), ("%X", -(2**64)), ("%#+8o", 64), ("% 08.2f", 3.14159), ("%+e", 0.0), ("%g", 100000.0), ("%g", 1000000.0),
    ("%.3g", 0.0001234), ("%u", 42), ("%i", -2**65), ("%c", 0x1F600), ("%.2s", None), ("%r", None), ("%d", 10**20 + 0.0),
]

for fmt, arg in cases:
    try:
        r = {"out": fmt % arg}
    except Exception as e:
        r = {"err": type(e).__name__ + ": " + str(e)}
    print(json.dumps(dict(kind="printf", v=fmt, args=[enc(arg)], **r), ensure_ascii=False))
