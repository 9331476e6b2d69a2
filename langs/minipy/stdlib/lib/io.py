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
    """The buffer and position StringIO and BytesIO share the logic of.

    Writes at the end (the common case) are kept as pieces and joined
    when the text is next read, so that many small writes cost their
    own length, not the buffer's."""

    def _init(self, empty, initial):
        self._empty = empty
        self._buf = empty
        self._tail = []
        self._len = 0
        self._pos = 0
        if initial:
            self._append(initial)

    def _append(self, s):
        self._tail.append(s)
        self._len += len(s)

    def _flat(self):
        if self._tail:
            self._buf = self._buf + self._empty.join(self._tail)
            self._tail = []
        return self._buf

    def _line_end(self, buf, start):
        end = buf.find(self._newline, start)
        return -1 if end < 0 else end + len(self._newline)

    def getvalue(self):
        self._check_closed()
        return self._flat()

    def read(self, size=-1):
        self._check_closed()
        buf = self._flat()
        if size is None or size < 0:
            size = len(buf)
        start = min(self._pos, len(buf))
        data = buf[start:start + size]
        self._pos = start + len(data)
        return data

    def readline(self, size=-1):
        self._check_closed()
        buf = self._flat()
        start = min(self._pos, len(buf))
        end = self._line_end(buf, start)
        if end < 0:
            end = len(buf)
        if size is not None and size >= 0:
            end = min(end, start + size)
        self._pos = end
        return buf[start:end]

    def write(self, s):
        self._check_closed()
        self._check_type(s)
        s = self._translate(s)
        n = len(s)
        if self._pos == self._len:
            self._append(s)
        else:
            buf = self._flat()
            if self._pos > len(buf):
                buf += self._pad * (self._pos - len(buf))
            self._buf = buf[:self._pos] + s + buf[self._pos + n:]
            self._len = len(self._buf)
        self._pos += n
        return n

    def _translate(self, s):
        return s

    def seek(self, pos, whence=0):
        self._check_closed()
        if whence == 0:
            if pos < 0:
                raise ValueError("negative seek value %d" % pos)
            self._pos = pos
        elif whence == 1:
            self._pos = max(0, self._pos + pos)
        elif whence == 2:
            self._pos = max(0, self._len + pos)
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
        self._buf = self._flat()[:size]
        self._len = len(self._buf)
        return size


class StringIO(_Memory, TextIOBase):
    """A text stream in memory. newline is as for open: None translates
    \r\n and \r to \n on writing; "" keeps line endings and reads
    lines ended by any of them; "\r" and "\r\n" replace each written \n."""

    _newline = "\n"
    _pad = "\0"

    def __init__(self, initial_value="", newline="\n"):
        if newline is not None and not isinstance(newline, str):
            raise TypeError("newline must be str or None, not %s" % type(newline).__name__)
        if newline not in (None, "", "\n", "\r", "\r\n"):
            raise ValueError("illegal newline value: %r" % (newline,))
        if initial_value is not None and not isinstance(initial_value, str):
            raise TypeError("initial_value must be str or None, not %s" % type(initial_value).__name__)
        self._mode = newline
        if newline:
            self._newline = newline
        self._init("", "")
        if initial_value:
            self.write(initial_value)
            self._pos = 0

    def _translate(self, s):
        if self._mode is None:
            if "\r" in s:
                s = s.replace("\r\n", "\n").replace("\r", "\n")
        elif self._mode in ("\r", "\r\n"):
            s = s.replace("\n", self._mode)
        return s

    def _line_end(self, buf, start):
        if self._mode != "":
            return _Memory._line_end(self, buf, start)
        # any of \r, \n and \r\n ends a line
        n = buf.find("\n", start)
        r = buf.find("\r", start, n if n >= 0 else len(buf))
        if r >= 0:
            return r + 2 if buf.startswith("\n", r + 1) else r + 1
        return -1 if n < 0 else n + 1

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
        return memoryview(self._flat())

    def read1(self, size=-1):
        return self.read(size)

    def __repr__(self):
        return "<_io.BytesIO object at 0x%x>" % id(self)
