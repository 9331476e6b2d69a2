"""Random numbers and tokens for secrets (passwords, keys, reset links),
drawn from the operating system's generator (os.urandom) rather than
random's seeded Mersenne Twister.
"""

import base64
import os
from random import SystemRandom

__all__ = ["choice", "randbelow", "randbits", "SystemRandom", "token_bytes",
           "token_hex", "token_urlsafe", "compare_digest"]

_sysrand = SystemRandom()

randbits = _sysrand.getrandbits
choice = _sysrand.choice

# Bytes in a token when the caller gives no length.
DEFAULT_ENTROPY = 32


def randbelow(exclusive_upper_bound):
    """A random int in [0, exclusive_upper_bound)."""
    if exclusive_upper_bound <= 0:
        raise ValueError("Upper bound must be positive.")
    return _sysrand.randrange(exclusive_upper_bound)


def token_bytes(nbytes=None):
    """nbytes random bytes."""
    return os.urandom(DEFAULT_ENTROPY if nbytes is None else nbytes)


def token_hex(nbytes=None):
    """nbytes random bytes as 2*nbytes hexadecimal digits."""
    return token_bytes(nbytes).hex()


def token_urlsafe(nbytes=None):
    """nbytes random bytes as URL-safe base64 text, without padding."""
    return base64.urlsafe_b64encode(token_bytes(nbytes)).rstrip(b"=").decode("ascii")


def compare_digest(a, b):
    """Whether a == b, for two str of ASCII characters or two bytes-like
    objects, looking at every character whatever the first difference."""
    if isinstance(a, str) and isinstance(b, str):
        try:
            a, b = a.encode("ascii"), b.encode("ascii")
        except UnicodeEncodeError:
            raise TypeError("comparing strings with non-ASCII characters is not supported")
    elif isinstance(a, str) or isinstance(b, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    a, b = bytes(a), bytes(b)
    diff = len(a) ^ len(b)
    for x, y in zip(a, b if len(a) == len(b) else a):
        diff |= x ^ y
    return diff == 0
