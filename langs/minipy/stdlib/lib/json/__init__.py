"""JSON (RFC 8259) encoding and decoding: dumps and dump make a document
of a Python value, loads and load the value of a document."""

__version__ = "2.0.9"
__all__ = [
    "dump", "dumps", "load", "loads",
    "JSONDecoder", "JSONDecodeError", "JSONEncoder",
]

from .decoder import JSONDecoder, JSONDecodeError
from .encoder import JSONEncoder
import codecs as _codecs

# dumps and loads with no options share one encoder and one decoder
_SHARED_ENCODER = JSONEncoder()
_SHARED_DECODER = JSONDecoder()
_ENCODER_DEFAULTS = {"skipkeys": False, "ensure_ascii": True, "check_circular": True,
                     "allow_nan": True, "indent": None, "separators": None,
                     "default": None, "sort_keys": False}


def _encoder(cls, kw, options):
    """The encoder for dump and dumps's options: the shared one when
    they are all the defaults."""
    if cls is None and not kw and options == _ENCODER_DEFAULTS:
        return _SHARED_ENCODER
    return (cls or JSONEncoder)(**options, **kw)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True,
         allow_nan=True, cls=None, indent=None, separators=None,
         default=None, sort_keys=False, **kw):
    """Writes the JSON document of obj to fp (a file open for text)."""
    options = dict(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
                   allow_nan=allow_nan, indent=indent, separators=separators,
                   default=default, sort_keys=sort_keys)
    for chunk in _encoder(cls, kw, options).iterencode(obj):
        fp.write(chunk)


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True,
          allow_nan=True, cls=None, indent=None, separators=None,
          default=None, sort_keys=False, **kw):
    """The JSON document of obj, a str.

    skipkeys leaves out the items of dicts whose keys are not str, int,
    float, bool or None (else TypeError); ensure_ascii escapes every
    character outside ASCII; check_circular=False skips the check for
    containers that contain themselves; allow_nan=False makes NaN and
    the infinities a ValueError; indent (a number of spaces or a str)
    puts each item on a line of its own; separators is (item_separator,
    key_separator); default is what encodes other values; sort_keys
    orders each object's items by key; cls is the JSONEncoder subclass
    to use."""
    options = dict(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
                   allow_nan=allow_nan, indent=indent, separators=separators,
                   default=default, sort_keys=sort_keys)
    return _encoder(cls, kw, options).encode(obj)


_MARKS = ((_codecs.BOM_UTF32_BE, "utf-32"), (_codecs.BOM_UTF32_LE, "utf-32"),
          (_codecs.BOM_UTF16_BE, "utf-16"), (_codecs.BOM_UTF16_LE, "utf-16"),
          (_codecs.BOM_UTF8, "utf-8-sig"))


def detect_encoding(b):
    """The encoding of the JSON bytes b: UTF-8, -16 or -32, from a byte
    order mark, or from which of the first bytes are zero (a JSON text
    starts with an ASCII character)."""
    for mark, encoding in _MARKS:
        if b.startswith(mark):
            return encoding
    zero = [x == 0 for x in b[:4]]
    if len(b) >= 4:
        if zero[0]:
            return "utf-32-be" if zero[1] else "utf-16-be"
        if zero[1]:
            return "utf-32-le" if zero[2] and zero[3] else "utf-16-le"
    elif len(b) == 2 and (zero[0] or zero[1]):
        return "utf-16-be" if zero[0] else "utf-16-le"
    return "utf-8"


def load(fp, *, cls=None, object_hook=None, parse_float=None,
         parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    """The value of the JSON document that fp (a file open for reading)
    holds."""
    return loads(fp.read(), cls=cls, object_hook=object_hook,
                 parse_float=parse_float, parse_int=parse_int,
                 parse_constant=parse_constant,
                 object_pairs_hook=object_pairs_hook, **kw)


def loads(s, *, cls=None, object_hook=None, parse_float=None,
          parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    """The value of the JSON document s (a str, or bytes in UTF-8, -16 or
    -32).

    object_hook is called with each object's dict and what it returns
    replaces it; object_pairs_hook, with the list of each object's (key,
    value) pairs, instead; parse_float, parse_int and parse_constant are
    called with the text of each float, int and NaN/Infinity/-Infinity;
    cls is the JSONDecoder subclass to use."""
    if isinstance(s, (bytes, bytearray)):
        s = s.decode(detect_encoding(s), "surrogatepass")
    elif not isinstance(s, str):
        raise TypeError("the JSON object must be str, bytes or bytearray, not %s" % type(s).__name__)
    elif s.startswith("\ufeff"):
        raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0)
    hooks = {name: hook for name, hook in (("object_hook", object_hook), ("object_pairs_hook", object_pairs_hook),
                                           ("parse_float", parse_float), ("parse_int", parse_int),
                                           ("parse_constant", parse_constant)) if hook is not None}
    if cls is None and not hooks and not kw:
        return _SHARED_DECODER.decode(s)
    return (cls or JSONDecoder)(**hooks, **kw).decode(s)
