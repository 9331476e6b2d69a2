import json
for s in ["[1,]", "{\"a\":1,}", "\"\\x\"", "\"abc", "[1 2]", "{\"a\" 1}", "{1:2}", "", " ", "[1]x", "\"\\u12\"", "\"a\x01\"", "nul", "-", "01", "1.", "[", "{\"a\":", "\ufeff1", "\"\\u1234", "\"\\ud800\\u12\"", "[1,\n 2,\n x]"]:
    try: json.loads(s)
    except json.JSONDecodeError as e: print(repr(s), e, e.pos, e.lineno, e.colno, repr(e.msg))
    else: print(repr(s), "ok", json.loads(s))
try: json.dumps(float("nan"), allow_nan=False)
except ValueError as e: print(e)
print(json.loads("1e400"), json.loads("-0"), json.loads("-0.0"), json.loads("\"\\ud83d\\ude00\""), json.loads('"\\u00e9\\n\\t\\"\\\\\\/"'))
doc = {"name": "Zoë", "list": [1, 2.5, True, None, "x"], "nested": {"b": [], "a": {}}, 3: "int key", 1.5: "f", None: 0, False: 1, "emoji": "😀\u0001\x7f"}
print(json.dumps(doc))
print(json.dumps(doc, ensure_ascii=False))
print(json.dumps(doc, indent=2))
print(json.dumps(doc, indent="\t", separators=(",", ":")))
print(json.dumps({"b": 1, "a": [1, {"d": 2, "c": 3}]}, sort_keys=True, indent=0))
print(json.dumps([1, (2, 3)], separators=(",", ":")))
print(json.dumps("plain"), json.dumps(1), json.dumps(1.0), json.dumps(1e100), json.dumps(float("inf")), json.dumps(-float("inf")), json.dumps(None))
class E(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set): return sorted(o)
        return super().default(o)
print(json.dumps({"s": {3, 1, 2}}, cls=E))
print(json.dumps({"s": {3, 1, 2}}, default=list))
try: json.dumps({"s": {1}})
except TypeError as e: print(e)
try: json.dumps({(1,): 2})
except TypeError as e: print(e)
print(json.dumps({(1,): 2, "a": 1}, skipkeys=True))
print(json.dumps({(1,): 2}, skipkeys=True, indent=2))
l = []; l.append(l)
try: json.dumps(l)
except ValueError as e: print(e)
d = {}; d["d"] = d
try: json.dumps(d)
except ValueError as e: print(e)
try: json.dumps({1: 2, "a": 3}, sort_keys=True)
except TypeError as e: print(e)
print(json.loads('{"a": [1, 2, {"b": null}], "c": true, "d": 1.5e3, "e": -12, "f": "x"}'))
print(json.loads('[1.5, 2]', parse_float=str, parse_int=lambda s: int(s) * 10))
print(json.loads('{"a": 1, "b": 2}', object_pairs_hook=list))
print(json.loads('{"a": 1, "b": {"c": 2}}', object_hook=lambda d: sorted(d.items())))
print(json.loads('[NaN, Infinity, -Infinity]'), json.loads('[NaN]', parse_constant=lambda s: s))
print(json.loads(b'{"a": 1}'), json.loads('{"a": 1}'.encode('utf-16')), json.loads(bytearray(b'[1]')))
print(json.loads('  \n [1 , 2 ]  \n'))
print(json.loads('{"a": 1, "a": 2}'))
dec = json.JSONDecoder()
print(dec.raw_decode('[1, 2] extra'), dec.raw_decode('xx{"a": 1}', 2))
try: json.loads(5)
except TypeError as e: print(e)
import io
f = io.StringIO(); json.dump({"x": [1, 2]}, f, indent=1); print(f.getvalue())
print(json.load(io.StringIO('{"k": "v"}')))
class MyInt(int):
    def __repr__(self): return "MyInt!"
class MyFloat(float):
    def __repr__(self): return "MyFloat!"
class MyDict(dict): pass
class MyList(list): pass
print(json.dumps([MyInt(5), MyFloat(2.5), MyDict(a=1), MyList([1]), True, 10**30]))
print(json.dumps({"k": 1}, indent=4, sort_keys=True, separators=(', ', ' = ')))
print(json.encoder.encode_basestring_ascii("a\"b\u1234"), json.encoder.encode_basestring("a\"b\u1234"))
print(json.decoder.scanstring('"abc" more', 1))
e = json.JSONDecodeError("m", "ab\ncd", 4)
print(e, e.lineno, e.colno, isinstance(e, ValueError))
print(json.dumps(["\ud800"]) if False else "")
print(json.dumps({"a": 1}, indent=None, separators=None), json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps([[]], indent=2))
print(json.loads('"\\ud800"') == '\ud800')
print(repr(json.loads('123456789012345678901234567890')), json.loads('-0.0e-400'), json.loads('1E+2'))
