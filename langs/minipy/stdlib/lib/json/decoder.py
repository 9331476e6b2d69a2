"""The JSON decoder: JSONDecoder and JSONDecodeError."""

from _json import scanstring as c_scanstring
from json import scanner

__all__ = ["JSONDecoder", "JSONDecodeError"]

NaN = float("nan")
PosInf = float("inf")
NegInf = float("-inf")

scanstring = c_scanstring


class JSONDecodeError(ValueError):
    """A document that is not JSON: msg says what is wrong, doc is the
    document, pos the index where the decoder found it, lineno and colno
    the line and column (from 1) of pos."""

    def __init__(self, msg, doc, pos):
        line_start = doc.rfind("\n", 0, pos) + 1
        self.msg, self.doc, self.pos = msg, doc, pos
        self.lineno = doc.count("\n", 0, pos) + 1
        self.colno = pos - line_start + 1
        super().__init__("%s: line %d column %d (char %d)" % (msg, self.lineno, self.colno, pos))

    def __reduce__(self):
        return type(self), (self.msg, self.doc, self.pos)


_SPECIAL_FLOATS = {"NaN": NaN, "Infinity": PosInf, "-Infinity": NegInf}

_WHITESPACE = " \t\n\r"


def _skip_space(s, i):
    n = len(s)
    while i < n and s[i] in _WHITESPACE:
        i += 1
    return i


class JSONDecoder(object):
    """Decodes a JSON document to Python: objects become dicts (or what
    object_hook or object_pairs_hook make of them), arrays lists, strings
    str, numbers int and float (or what parse_int and parse_float make),
    true, false and null True, False and None, and NaN, Infinity and
    -Infinity floats (or what parse_constant makes)."""

    def __init__(self, *, object_hook=None, parse_float=None,
                 parse_int=None, parse_constant=None, strict=True,
                 object_pairs_hook=None):
        self.object_hook, self.object_pairs_hook = object_hook, object_pairs_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or _SPECIAL_FLOATS.__getitem__
        self.strict = strict
        self.parse_string = scanstring
        self.memo = {}
        self.scan_once = scanner.make_scanner(self)

    def decode(self, s, _w=None):
        """The Python value of the document s (a str)."""
        obj, end = self.raw_decode(s, idx=_skip_space(s, 0))
        end = _skip_space(s, end)
        if end != len(s):
            raise JSONDecodeError("Extra data", s, end)
        return obj

    def raw_decode(self, s, idx=0):
        """The value of the document that starts at s[idx] and the index
        where it ends: what follows it may be anything."""
        try:
            return self.scan_once(s, idx)
        except StopIteration as nothing:
            raise JSONDecodeError("Expecting value", s, nothing.value) from None
