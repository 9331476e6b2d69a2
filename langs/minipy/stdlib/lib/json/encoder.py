"""The JSON encoder: JSONEncoder."""

from _json import encode_basestring_ascii as c_encode_basestring_ascii
from _json import encode_basestring as c_encode_basestring
from _json import make_encoder as c_make_encoder

__all__ = ["JSONEncoder"]

INFINITY = float("inf")

encode_basestring = c_encode_basestring
encode_basestring_ascii = c_encode_basestring_ascii
py_encode_basestring = c_encode_basestring
py_encode_basestring_ascii = c_encode_basestring_ascii


class JSONEncoder(object):
    """Encodes Python values as JSON: dicts become objects, lists and
    tuples arrays, str strings, int and float numbers (and their
    subclasses, IntEnum's members too), True, False and None true, false
    and null. Anything else goes to default(), which a subclass overrides
    to return something encodable (or raise TypeError, as this one
    does)."""

    item_separator = ", "
    key_separator = ": "

    def __init__(self, *, skipkeys=False, ensure_ascii=True,
                 check_circular=True, allow_nan=True, sort_keys=False,
                 indent=None, separators=None, default=None):
        self.skipkeys, self.ensure_ascii, self.check_circular = skipkeys, ensure_ascii, check_circular
        self.allow_nan, self.sort_keys, self.indent = allow_nan, sort_keys, indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ","  # no trailing spaces at the ends of lines
        if default is not None:
            self.default = default

    def default(self, o):
        """What to encode in place of o, which is not one of the types
        the encoder knows: this one raises TypeError."""
        raise TypeError(f"Object of type {o.__class__.__name__} "
                        f"is not JSON serializable")

    def encode(self, o):
        """The JSON document of o, a str."""
        if isinstance(o, str):
            return (encode_basestring_ascii if self.ensure_ascii else encode_basestring)(o)
        return "".join(self.iterencode(o, _one_shot=True))

    def iterencode(self, o, _one_shot=False):
        """The JSON document of o in pieces, as dump writes them."""
        markers = {} if self.check_circular else None
        encoder = encode_basestring_ascii if self.ensure_ascii else encode_basestring
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = " " * indent
        return iter(c_make_encoder(markers, self.default, encoder, indent,
                                   self.key_separator, self.item_separator,
                                   self.sort_keys, self.skipkeys,
                                   self.allow_nan)(o, 0))
