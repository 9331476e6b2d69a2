"""Bytes packed from and unpacked to values by a format: pack, unpack,
calcsize, and Struct, a compiled format (the work is _struct's)."""

from _struct import (calcsize, pack, pack_into, unpack, unpack_from,
                     iter_unpack, error, _clearcache)

__all__ = ["calcsize", "pack", "pack_into", "unpack", "unpack_from",
           "iter_unpack", "Struct", "error"]


class Struct:
    """A compiled format: its size and its own pack and unpack."""

    def __init__(self, format):
        if isinstance(format, bytes):
            format = format.decode("ascii")
        elif not isinstance(format, str):
            raise TypeError("Struct() argument 1 must be a str or bytes object, not "
                            + type(format).__name__)
        self.format = format
        self.size = calcsize(format)

    def pack(self, *values):
        return pack(self.format, *values)

    def pack_into(self, buffer, offset, *values):
        return pack_into(self.format, buffer, offset, *values)

    def unpack(self, buffer):
        return unpack(self.format, buffer)

    def unpack_from(self, buffer, offset=0):
        return unpack_from(self.format, buffer, offset)

    def iter_unpack(self, buffer):
        return iter_unpack(self.format, buffer)


Struct.__module__ = "_struct"
