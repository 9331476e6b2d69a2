"""In-memory text and binary streams (StringIO, BytesIO) and the
stream base classes."""

import sys as _sys

__all__ = ["StringIO", "BytesIO", "IOBase", "TextIOBase", "BufferedIOBase", "RawIOBase",
           "UnsupportedOperation", "SEEK_SET", "SEEK_CUR", "SEEK_END", "TextIOWrapper",
           "DEFAULT_BUFFER_SIZE"]

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192

TextIOWrapper = type(_sys.stdout)


class UnsupportedOperation(OSError, ValueError):
    pass


class IOBase:
    """The base class of streams: iteration by lines, context manager,
    close."""

    _closed = False

    def _check_closed(self):
        if self._closed:
            raise ValueError("I/O operation on closed file.")

    @property
    def closed(self):
        return self._closed

    def close(self):
        self._closed = True

    def __enter__(self):
        self._check_closed()
        return self

    def __exit__(self, *args):
        self.close()

    def __iter__(self):
        self._check_closed()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readlines(self, hint=-1):
        lines = []
        total = 0
        for line in self:
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines

    def writelines(self, lines):
        self._check_closed()
        for line in lines:
            self.write(line)

    def flush(self):
        self._check_closed()

    def readable(self):
        return True

    def writable(self):
        return True

    def seekable(self):
        return True

    def isatty(self):
        return False

    def fileno(self):
        raise UnsupportedOperation("fileno")


class RawIOBase(IOBase):
    pass


class BufferedIOBase(IOBase):
    pass


class TextIOBase(IOBase):
    pass


class _Memory:
    """The buffer and position StringIO and BytesIO share the logic of."""

    def _init(self, empty, initial):
        self._empty = empty
        self._buf = empty if initial is None else initial
        self._pos = 0

    def getvalue(self):
        self._check_closed()
        return self._buf

    def read(self, size=-1):
        self._check_closed()
        if size is None or size < 0:
            size = len(self._buf)
        start = min(self._pos, len(self._buf))
        data = self._buf[start:start + size]
        self._pos = start + len(data)
        return data

    def readline(self, size=-1):
        self._check_closed()
        start = min(self._pos, len(self._buf))
        end = self._buf.find(self._newline, start)
        end = len(self._buf) if end < 0 else end + 1
        if size is not None and size >= 0:
            end = min(end, start + size)
        self._pos = end
        return self._buf[start:end]

    def write(self, s):
        self._check_closed()
        self._check_type(s)
        n = len(s)
        if self._pos > len(self._buf):
            self._buf += self._pad * (self._pos - len(self._buf))
        self._buf = self._buf[:self._pos] + s + self._buf[self._pos + n:]
        self._pos += n
        return n

    def seek(self, pos, whence=0):
        self._check_closed()
        if whence == 0:
            if pos < 0:
                raise ValueError("negative seek value %d" % pos)
            self._pos = pos
        elif whence == 1:
            self._pos = max(0, self._pos + pos)
        elif whence == 2:
            self._pos = max(0, len(self._buf) + pos)
        else:
            raise ValueError("invalid whence (%d, should be 0, 1 or 2)" % whence)
        return self._pos

    def tell(self):
        self._check_closed()
        return self._pos

    def truncate(self, size=None):
        self._check_closed()
        if size is None:
            size = self._pos
        if size < 0:
            raise ValueError("negative size value %d" % size)
        self._buf = self._buf[:size]
        return size


class StringIO(_Memory, TextIOBase):
    """A text stream in memory."""

    _newline = "\n"
    _pad = "\0"

    def __init__(self, initial_value="", newline="\n"):
        if initial_value is not None and not isinstance(initial_value, str):
            raise TypeError("initial_value must be str or None, not %s" % type(initial_value).__name__)
        self._init("", initial_value or "")

    def _check_type(self, s):
        if not isinstance(s, str):
            raise TypeError("string argument expected, got '%s'" % type(s).__name__)

    def __repr__(self):
        return "<_io.StringIO object at 0x%x>" % id(self)

    @property
    def line_buffering(self):
        return False

    @property
    def newlines(self):
        return None


class BytesIO(_Memory, BufferedIOBase):
    """A binary stream in memory."""

    _newline = b"\n"
    _pad = b"\0"

    def __init__(self, initial_bytes=None):
        self._init(b"", bytes(initial_bytes) if initial_bytes is not None else b"")

    def _check_type(self, s):
        if not isinstance(s, (bytes, bytearray, memoryview)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(s).__name__)

    def write(self, s):
        self._check_type(s)
        return _Memory.write(self, bytes(s))

    def getbuffer(self):
        return memoryview(self._buf)

    def read1(self, size=-1):
        return self.read(size)

    def __repr__(self):
        return "<_io.BytesIO object at 0x%x>" % id(self)
