"""Message digests: md5, sha1, the sha2 and sha3 families, by function
(hashlib.sha256(b"...")) or by name (hashlib.new("sha256", b"...")).

A hash object keeps the bytes it has been given; digest() hands them to
_hashlib, the digests of Go's crypto packages.
"""

import _hashlib

algorithms_guaranteed = frozenset(_hashlib.names)
algorithms_available = algorithms_guaranteed

__all__ = ("new", "algorithms_guaranteed", "algorithms_available") + _hashlib.names


class _Hash:
    def __init__(self, name, data=b""):
        self.name = name
        self.digest_size, self.block_size = _hashlib.sizes(name)
        self._data = bytearray()
        self.update(data)

    def update(self, data):
        if isinstance(data, str):
            raise TypeError("Strings must be encoded before hashing")
        self._data += memoryview(data).tobytes() if not isinstance(data, (bytes, bytearray)) else data

    def digest(self):
        return _hashlib.digest(self.name, bytes(self._data))

    def hexdigest(self):
        return self.digest().hex()

    def copy(self):
        twin = _Hash(self.name)
        twin._data = bytearray(self._data)
        return twin

    def __repr__(self):
        return "<%s _hashlib.HASH object @ %s>" % (self.name, hex(id(self)))


def new(name, data=b"", **kwargs):
    """A hash object of the algorithm named name, fed data."""
    key = name.lower().replace("-", "_") if isinstance(name, str) else name
    if key not in algorithms_available:
        raise ValueError("unsupported hash type " + str(name))
    return _Hash(key, data)


def _constructor(name):
    def make(data=b"", *, usedforsecurity=True):
        return _Hash(name, data)
    make.__name__ = make.__qualname__ = "openssl_" + name
    return make


for _name in _hashlib.names:
    globals()[_name] = _constructor(_name)
del _name
