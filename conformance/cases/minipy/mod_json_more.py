# json: encodings of bytes input, errors with positions, hooks, encoder
# options and subclasses, dump/load on files
import json, io
from collections import OrderedDict
doc = {"a": [1, 2.5, None, True], "é": "ü\n", "n": {"x": -0.0}}
for enc in ("utf-8", "utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be", "utf-16", "utf-32", "utf-8-sig"):
    b = json.dumps(doc).encode(enc)
    print(enc, json.detect_encoding(b), json.loads(b) == doc)
print(json.detect_encoding(b"1"), json.detect_encoding(b"\x001"), json.detect_encoding(b"1\x00"), json.detect_encoding(b"12"))
for bad in ['{"a": 1,}', '[1, 2', '{"a" 1}', '', '  ', 'nul', '[1]\n  x', '"abc', '{"a": 1}\n\n {', '\ufeff[]']:
    try: json.loads(bad)
    except json.JSONDecodeError as e: print(repr(bad), e.msg, e.pos, e.lineno, e.colno, str(e))
try: json.loads(5)
except TypeError as e: print(e)
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=OrderedDict), json.loads('{"x": 1}', object_hook=lambda d: sorted(d)), json.loads('[1.5, 2, NaN]', parse_float=str, parse_int=lambda s: int(s) * 10, parse_constant=lambda c: c.lower()))
print(json.dumps(doc), json.dumps(doc, ensure_ascii=False), json.dumps(doc, sort_keys=True, indent=2), json.dumps([1, [2]], indent="\t"), json.dumps({"a": 1}, separators=(",", ":")), sep="\n")
print(json.dumps({1: 2, 2.5: 3, None: 4, True: 5}), json.dumps({(1,): 2}, skipkeys=True), json.dumps(float("inf")), json.dumps("\u2028\x00"))
for bad in [lambda: json.dumps({(1,): 2}), lambda: json.dumps(float("nan"), allow_nan=False), lambda: json.dumps(object()), lambda: json.dumps(set())]:
    try: bad()
    except (TypeError, ValueError) as e: print(type(e).__name__, e)
l = []; l.append(l)
try: json.dumps(l)
except ValueError as e: print(e)
class SetEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set): return sorted(o)
        return super().default(o)
print(json.dumps({"s": {3, 1}}, cls=SetEncoder), json.dumps({"s": {2}}, default=list), SetEncoder(indent=1).encode([1]), "".join(json.JSONEncoder().iterencode({"k": [1]})))
f = io.StringIO(); json.dump(doc, f, indent=1); f.seek(0); print(json.load(f) == doc, f.getvalue().count("\n"))
d = json.JSONDecoder(); print(d.raw_decode('[1, 2] tail'), d.decode(' {"k": "v"} '))
print(json.JSONDecodeError("m", "ab\ncd", 4).colno, json.JSONDecodeError("m", "ab\ncd", 4).lineno, isinstance(json.JSONDecodeError("m", "", 0), ValueError))
print("a\u00e9".encode("utf-8-sig"), b"\xef\xbb\xbfhi".decode("utf_8_sig"), b"hi".decode("utf-8-sig"))
try: b"\xef\xbb\xbf\xff".decode("utf-8-sig")
except UnicodeDecodeError as e: print(e)
