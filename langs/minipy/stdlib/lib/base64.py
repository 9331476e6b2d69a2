"""Bytes as base64, base32 and base16 text, and back (RFC 4648).

The base64 codecs are binascii's; base32 and base16 are written here.
Functions take bytes (or, to decode, ASCII str) and return bytes.
"""

import binascii

__all__ = [
    "b64encode", "b64decode", "standard_b64encode", "standard_b64decode",
    "urlsafe_b64encode", "urlsafe_b64decode", "b32encode", "b32decode",
    "b16encode", "b16decode", "encodebytes", "decodebytes",
]

_B32 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def _bytes_in(s):
    """s as bytes: a bytes-like object, or a str of ASCII characters."""
    if isinstance(s, str):
        try:
            return s.encode("ascii")
        except UnicodeEncodeError:
            raise ValueError("string argument should contain only ASCII characters")
    if isinstance(s, (bytes, bytearray)):
        return bytes(s)
    try:
        return memoryview(s).tobytes()
    except TypeError:
        raise TypeError("argument should be a bytes-like object or ASCII string, not %r" % type(s).__name__) from None


def _swap(data, src, dst):
    return data.translate(bytes.maketrans(src, dst))


def b64encode(s, altchars=None):
    out = binascii.b2a_base64(s, newline=False)
    if altchars is not None:
        return _swap(out, b"+/", bytes(altchars))
    return out


def b64decode(s, altchars=None, validate=False):
    s = _bytes_in(s)
    if altchars is not None:
        s = _swap(s, _bytes_in(altchars), b"+/")
    if validate:
        body = s.rstrip(b"=")
        ok = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        if any(c not in ok for c in body):
            raise binascii.Error("Only base64 data is allowed")
    return binascii.a2b_base64(s)


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


def urlsafe_b64encode(s):
    return b64encode(s, b"-_")


def urlsafe_b64decode(s):
    return b64decode(_swap(_bytes_in(s), b"-_", b"+/"))


def encodebytes(s):
    """base64 in lines of 76 characters, each ending in a newline."""
    s = _bytes_in(s)
    return b"".join(binascii.b2a_base64(s[i:i + 57]) for i in range(0, len(s), 57))


def decodebytes(s):
    return binascii.a2b_base64(s)


def b32encode(s):
    s = _bytes_in(s)
    out = bytearray()
    for i in range(0, len(s), 5):
        chunk = s[i:i + 5]
        n = int.from_bytes(chunk + bytes(5 - len(chunk)), "big")
        digits = bytes(_B32[(n >> shift) & 31] for shift in range(35, -1, -5))
        used = (len(chunk) * 8 + 4) // 5
        out += digits[:used] + b"=" * (8 - used)
    return bytes(out)


def b32decode(s, casefold=False, map01=None):
    s = _bytes_in(s)
    if map01 is not None:
        s = s.translate(bytes.maketrans(b"01", b"O" + _bytes_in(map01)))
    if casefold:
        s = s.upper()
    if len(s) % 8:
        raise binascii.Error("Incorrect padding")
    body = s.rstrip(b"=")
    pad = len(s) - len(body)
    if pad not in (0, 1, 3, 4, 6):
        raise binascii.Error("Incorrect padding")
    out = bytearray()
    for i in range(0, len(s), 8):
        n = 0
        for c in s[i:i + 8]:
            if c == ord("="):
                n <<= 5
                continue
            k = _B32.find(bytes([c]))
            if k < 0:
                raise binascii.Error("Non-base32 digit found")
            n = n << 5 | k
        out += n.to_bytes(5, "big")
    drop = {0: 0, 1: 1, 3: 2, 4: 3, 6: 4}[pad]
    return bytes(out[:len(out) - drop])


def b16encode(s):
    return binascii.hexlify(_bytes_in(s)).upper()


def b16decode(s, casefold=False):
    s = _bytes_in(s)
    if casefold:
        s = s.upper()
    if any(c not in b"0123456789ABCDEF" for c in s):
        raise binascii.Error("Non-base16 digit found")
    return binascii.unhexlify(s)
