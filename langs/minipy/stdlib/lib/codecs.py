"""Codecs: the byte order marks, and encode and decode by the name of
an encoding (those str.encode and bytes.decode know)."""

BOM_UTF8 = b"\xef\xbb\xbf"
BOM_UTF16_LE = BOM_LE = b"\xff\xfe"
BOM_UTF16_BE = BOM_BE = b"\xfe\xff"
BOM_UTF32_LE = b"\xff\xfe\x00\x00"
BOM_UTF32_BE = b"\x00\x00\xfe\xff"
BOM_UTF16 = BOM = BOM_UTF16_LE
BOM_UTF32 = BOM_UTF32_LE


def encode(obj, encoding="utf-8", errors="strict"):
    """obj (a str) encoded as encoding."""
    if not isinstance(obj, str):
        raise TypeError(f"utf_8_encode() argument 1 must be str, not {type(obj).__name__}")
    return obj.encode(encoding, errors)


def decode(obj, encoding="utf-8", errors="strict"):
    """obj (bytes-like) decoded from encoding."""
    return bytes(obj).decode(encoding, errors)
