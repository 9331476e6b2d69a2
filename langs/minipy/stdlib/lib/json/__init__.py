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

_default_encoder = JSONEncoder(
    skipkeys=False,
    ensure_ascii=True,
    check_circular=True,
    allow_nan=True,
    indent=None,
    separators=None,
    default=None,
)

_default_decoder = JSONDecoder(object_hook=None, object_pairs_hook=None)


def _plain(skipkeys, ensure_ascii, check_circular, allow_nan, cls, indent,
           separators, default, sort_keys, kw):
    return (not skipkeys and ensure_ascii and check_circular and allow_nan
            and cls is None and indent is None and separators is None
            and default is None and not sort_keys and not kw)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True,
         allow_nan=True, cls=None, indent=None, separators=None,
         default=None, sort_keys=False, **kw):
    """Writes the JSON document of obj to fp (a file open for text)."""
    if _plain(skipkeys, ensure_ascii, check_circular, allow_nan, cls, indent,
              separators, default, sort_keys, kw):
        iterable = _default_encoder.iterencode(obj)
    else:
        if cls is None:
            cls = JSONEncoder
        iterable = cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii,
                       check_circular=check_circular, allow_nan=allow_nan,
                       indent=indent, separators=separators, default=default,
                       sort_keys=sort_keys, **kw).iterencode(obj)
    for chunk in iterable:
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
    if _plain(skipkeys, ensure_ascii, check_circular, allow_nan, cls, indent,
              separators, default, sort_keys, kw):
        return _default_encoder.encode(obj)
    if cls is None:
        cls = JSONEncoder
    return cls(
        skipkeys=skipkeys, ensure_ascii=ensure_ascii,
        check_circular=check_circular, allow_nan=allow_nan, indent=indent,
        separators=separators, default=default, sort_keys=sort_keys,
        **kw).encode(obj)


def detect_encoding(b):
    """The encoding of the JSON bytes b: UTF-8, -16 or -32, from a byte
    order mark or from where the first characters' zero bytes are."""
    bstartswith = b.startswith
    if bstartswith((_codecs.BOM_UTF32_BE, _codecs.BOM_UTF32_LE)):
        return "utf-32"
    if bstartswith((_codecs.BOM_UTF16_BE, _codecs.BOM_UTF16_LE)):
        return "utf-16"
    if bstartswith(_codecs.BOM_UTF8):
        return "utf-8-sig"
    if len(b) >= 4:
        if not b[0]:
            # 00 00 -- -- utf-32-be, 00 XX -- -- utf-16-be
            return "utf-16-be" if b[1] else "utf-32-be"
        if not b[1]:
            # XX 00 00 00 utf-32-le, XX 00 00 XX and XX 00 XX -- utf-16-le
            return "utf-16-le" if b[2] or b[3] else "utf-32-le"
    elif len(b) == 2:
        if not b[0]:
            return "utf-16-be"
        if not b[1]:
            return "utf-16-le"
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
    if isinstance(s, str):
        if s.startswith("\ufeff"):
            raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0)
    else:
        if not isinstance(s, (bytes, bytearray)):
            raise TypeError(f"the JSON object must be str, bytes or bytearray, "
                            f"not {s.__class__.__name__}")
        s = s.decode(detect_encoding(s), "surrogatepass")

    if (cls is None and object_hook is None and parse_int is None
            and parse_float is None and parse_constant is None
            and object_pairs_hook is None and not kw):
        return _default_decoder.decode(s)
    if cls is None:
        cls = JSONDecoder
    if object_hook is not None:
        kw["object_hook"] = object_hook
    if object_pairs_hook is not None:
        kw["object_pairs_hook"] = object_pairs_hook
    if parse_float is not None:
        kw["parse_float"] = parse_float
    if parse_int is not None:
        kw["parse_int"] = parse_int
    if parse_constant is not None:
        kw["parse_constant"] = parse_constant
    return cls(**kw).decode(s)
