# Writes template.jsonl: str.format results for templates over simple
# arguments (ints, strs, lists, dicts, and {"__ns__": {...}} objects with
# attributes), as CPython 3.11 computes them. Run from this directory:
#   python3 gen_template.py > template.jsonl
import json

class NS:
    def __init__(self, d):
        self.__dict__.update(d)

def decode(v):
    if isinstance(v, dict) and "__ns__" in v:
        return NS({k: decode(x) for k, x in v["__ns__"].items()})
    if isinstance(v, dict):
        return {k: decode(x) for k, x in v.items()}
    if isinstance(v, list):
        return [decode(x) for x in v]
    return v

P = [1, "ab", [10, [20, 21]], {"k": "v", "a.b": 2, "a}b": 3}, {"__ns__": {"x": 5, "y": {"__ns__": {"z": "deep"}}}}, 12345, -7]
K = {"name": "Ann", "w": 8, "p": 3, "f": ">", "obj": {"__ns__": {"x": 9}}, "d": {"1": "one"}}
templates = [
    "", "plain", "{}", "{}{}", "{0}{1}{0}", "{} and {}", "{name}", "{name!r}", "{1!r:>6}", "{1!s}", "{1!a}", "{0:5}", "{0:<5}|",
    "{5:,}", "{6:+05}", "{1:^7}", "{1:*^7}", "{0:{w}}", "{0:{w}.{p}}", "{5:{f}{w}}", "{:{}}", "{:{}}{}", "{:{}.{}}",
    "{2[0]}", "{2[1][0]}", "{3[k]}", "{3[a.b]}", "{3[a}b]}", "{4.x}", "{4.y.z}", "{obj.x}", "{d[1]}", "{2[5]}", "{3[zz]}",
    "{{}}", "{{{0}}}", "a}}b{{c", "{{", "}}", "{", "}", "a{0", "{0!}", "{0!x}", "{0!rr}", "{!r:}", "{0.}", "{0[}",
    "{0[]}", "{2[0]x}", "{4..x}", "{}{0}", "{0}{}", "{9}", "{nope}", "{:{:{}}}", "{ 0}", "{0 }", "{00}",
    "{99999999999999999999}", "{0}}", "{0:}}", "{0!r", "{0:x", "{:", "{0:{1}", "{0:{", "{!}", "{0}{", "{9}{", "{0!s:}",
    "{a", "{0[0]", "{4.nope}", "x{0[", "{0!\x01}", "{2[0]!r:>{w}}", "{5:_}", "{5:#x}", "{1:.1}",
    "{0:{p}d}", "{name:{f}{w}}", "{0!r:{w}}", "{d[1]!r}", "{2[1][1]:03}",
]

def fmt(t):
    try:
        return {"out": t.format(*[decode(p) for p in P], **{k: decode(v) for k, v in K.items()})}
    except Exception as e:
        msg = str(e)
        return {"err": type(e).__name__ + ": " + msg}

print(json.dumps({"kind": "args", "args": P, "kw": K}))
for t in templates:
    print(json.dumps(dict(kind="template", v=t, **fmt(t)), ensure_ascii=False))
