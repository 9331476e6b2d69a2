"""Arrays of numbers of one C type (typecode): a list's operations, with
the items checked (and OverflowError) as CPython's array module checks
them, and tobytes/frombytes in the machine's layout (little-endian,
x86-64 sizes)."""

import struct as _struct
import sys as _sys

__all__ = ["array", "ArrayType", "typecodes"]

typecodes = "bBuhHiIlLqQfd"

_SIZES = {"b": 1, "B": 1, "u": 4, "h": 2, "H": 2, "i": 4, "I": 4,
          "l": 8, "L": 8, "q": 8, "Q": 8, "f": 4, "d": 8}

_LONG_MIN, _LONG_MAX = -2 ** 63, 2 ** 63 - 1
_ULONG_MAX = 2 ** 64 - 1


def _long(x):
    if not _LONG_MIN <= x <= _LONG_MAX:
        raise OverflowError("Python int too large to convert to C long")
    return x


def _range(x, lo, hi, what):
    if x < lo:
        raise OverflowError(what + " is less than minimum")
    if x > hi:
        raise OverflowError(what + " is greater than maximum")
    return x


def _check_b(x):
    _long(x)
    _range(x, -2 ** 15, 2 ** 15 - 1, "signed short integer")
    return _range(x, -128, 127, "signed char")


def _check_B(x):
    _long(x)
    return _range(x, 0, 255, "unsigned byte integer")


def _check_h(x):
    _long(x)
    return _range(x, -2 ** 15, 2 ** 15 - 1, "signed short integer")


def _check_H(x):
    _long(x)
    _range(x, -2 ** 31, 2 ** 31 - 1, "signed integer")
    return _range(x, 0, 2 ** 16 - 1, "unsigned short")


def _check_i(x):
    _long(x)
    return _range(x, -2 ** 31, 2 ** 31 - 1, "signed integer")


def _check_I(x):
    if x < 0:
        raise OverflowError("can't convert negative value to unsigned int")
    if x > _ULONG_MAX:
        raise OverflowError("Python int too large to convert to C unsigned long")
    if x > 2 ** 32 - 1:
        raise OverflowError("unsigned int is greater than maximum")
    return x


def _check_l(x):
    return _long(x)


def _check_L(x):
    if x < 0:
        raise OverflowError("can't convert negative value to unsigned int")
    if x > _ULONG_MAX:
        raise OverflowError("Python int too large to convert to C unsigned long")
    return x


def _check_q(x):
    if not _LONG_MIN <= x <= _LONG_MAX:
        raise OverflowError("int too big to convert")
    return x


def _check_Q(x):
    if x < 0:
        raise OverflowError("can't convert negative int to unsigned")
    if x > _ULONG_MAX:
        raise OverflowError("int too big to convert")
    return x


_INT_CHECKS = {"b": _check_b, "B": _check_B, "h": _check_h, "H": _check_H,
               "i": _check_i, "I": _check_I, "l": _check_l, "L": _check_L,
               "q": _check_q, "Q": _check_Q}


def _float32(x):
    return _struct.unpack("f", _struct.pack("f", x))[0]


class array:
    """array(typecode[, initializer]): an array of typecode's C type."""

    __slots__ = ("_typecode", "_items", "_check")

    def __init__(self, typecode, initializer=None):
        if not isinstance(typecode, str) or len(typecode) != 1:
            raise TypeError("array() argument 1 must be a unicode character, not %s"
                            % type(typecode).__name__)
        if typecode not in _SIZES:
            raise ValueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
        self._typecode = typecode
        self._items = []
        if typecode in _INT_CHECKS:
            self._check = self._check_int
        elif typecode == "u":
            self._check = self._check_u
        else:
            self._check = self._check_float
        if initializer is None:
            return
        if isinstance(initializer, str):
            if typecode != "u":
                raise TypeError("cannot use a str to initialize an array with typecode '%s'" % typecode)
            self._items = list(initializer)
        elif isinstance(initializer, (bytes, bytearray)):
            self.frombytes(initializer)
        elif isinstance(initializer, array) and initializer._typecode == "u" and typecode != "u":
            raise TypeError("cannot use a unicode array to initialize an array with typecode '%s'" % typecode)
        else:
            self.extend(initializer)

    def _check_int(self, x):
        if not isinstance(x, int):
            if isinstance(x, float):
                raise TypeError("'float' object cannot be interpreted as an integer")
            try:
                x = x.__index__()
            except AttributeError:
                raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__) from None
        return _INT_CHECKS[self._typecode](int(x))

    def _check_float(self, x):
        if not isinstance(x, (int, float)):
            try:
                x = x.__float__()
            except AttributeError:
                raise TypeError("must be real number, not %s" % type(x).__name__) from None
        x = float(x)
        if self._typecode == "f":
            x = _float32(x)
        return x

    def _check_u(self, x):
        if not isinstance(x, str) or len(x) != 1:
            raise TypeError("array item must be unicode character")
        return x

    @property
    def typecode(self):
        """The typecode of the items."""
        return self._typecode

    @property
    def itemsize(self):
        """The size of an item in bytes."""
        return _SIZES[self._typecode]

    def _new(self, items):
        a = array(self._typecode)
        a._items = items
        return a

    def append(self, x):
        self._items.append(self._check(x))

    def extend(self, iterable):
        if isinstance(iterable, array):
            if iterable._typecode != self._typecode:
                raise TypeError("can only extend with array of same kind")
            self._items.extend(iterable._items)
            return
        check = self._check
        self._items.extend([check(x) for x in iterable])

    def insert(self, i, x):
        self._items.insert(i, self._check(x))

    def pop(self, i=-1):
        if not self._items:
            raise IndexError("pop from empty array")
        try:
            return self._items.pop(i)
        except IndexError:
            raise IndexError("pop index out of range") from None

    def remove(self, x):
        try:
            self._items.remove(x)
        except ValueError:
            raise ValueError("array.remove(x): x not in array") from None

    def index(self, x, start=0, stop=_sys.maxsize):
        try:
            return self._items.index(x, start, stop)
        except ValueError:
            raise ValueError("array.index(x): x not in array") from None

    def count(self, x):
        return self._items.count(x)

    def reverse(self):
        self._items.reverse()

    def buffer_info(self):
        return (id(self), len(self._items))

    def byteswap(self):
        if self._typecode in "bBu":
            if self._typecode == "u":
                return
            return
        b = self.tobytes()
        n = self.itemsize
        swapped = b"".join(b[i:i + n][::-1] for i in range(0, len(b), n))
        self._items = []
        self.frombytes(swapped)

    def tobytes(self):
        if self._typecode == "u":
            return "".join(self._items).encode("utf-32-le")
        return _struct.pack("<%d%s" % (len(self._items), self._typecode), *self._items)

    def frombytes(self, buffer):
        b = bytes(buffer)
        n = self.itemsize
        if len(b) % n:
            raise ValueError("bytes length not a multiple of item size")
        if self._typecode == "u":
            self._items.extend(b.decode("utf-32-le"))
            return
        self._items.extend(_struct.unpack("<%d%s" % (len(b) // n, self._typecode), b))

    def tolist(self):
        return list(self._items)

    def fromlist(self, items):
        if not isinstance(items, list):
            raise TypeError("arg must be list")
        check = self._check
        self._items.extend([check(x) for x in items])

    def tounicode(self):
        if self._typecode != "u":
            raise ValueError("tounicode() may only be called on unicode type arrays")
        return "".join(self._items)

    def fromunicode(self, s):
        if self._typecode != "u":
            raise ValueError("fromunicode() may only be called on unicode type arrays")
        self._items.extend(s)

    def tofile(self, f):
        f.write(self.tobytes())

    def fromfile(self, f, n):
        data = f.read(n * self.itemsize)
        self.frombytes(data)
        if len(data) < n * self.itemsize:
            raise EOFError("read() didn't return enough bytes")

    def __len__(self):
        return len(self._items)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self._new(self._items[i])
        try:
            return self._items[i]
        except IndexError:
            raise IndexError("array index out of range") from None
        except TypeError:
            raise TypeError("array indices must be integers") from None

    def __setitem__(self, i, x):
        if isinstance(i, slice):
            if not isinstance(x, array):
                raise TypeError('can only assign array (not "%s") to array slice' % type(x).__name__)
            if x._typecode != self._typecode:
                raise TypeError("bad argument type for built-in operation")
            self._items[i] = x._items
            return
        try:
            self._items[i] = self._check(x)
        except IndexError:
            raise IndexError("array assignment index out of range") from None

    def __delitem__(self, i):
        try:
            del self._items[i]
        except IndexError:
            raise IndexError("array assignment index out of range") from None

    def __iter__(self):
        return iter(self._items)

    def __reversed__(self):
        return reversed(self._items)

    def __contains__(self, x):
        return x in self._items

    def __add__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        if other._typecode != self._typecode:
            raise TypeError("bad argument type for built-in operation")
        return self._new(self._items + other._items)

    def __iadd__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        if other._typecode != self._typecode:
            raise TypeError("bad argument type for built-in operation")
        self._items.extend(other._items)
        return self

    def __mul__(self, n):
        if not isinstance(n, int):
            return NotImplemented
        return self._new(self._items * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self._items *= n
        return self

    def _cmp_items(self, other):
        if isinstance(other, array):
            return other._items
        return None

    def __eq__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items == o

    def __ne__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items != o

    def __lt__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items < o

    def __le__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items <= o

    def __gt__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items > o

    def __ge__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items >= o

    __hash__ = None

    def __copy__(self):
        return self._new(list(self._items))

    def __deepcopy__(self, memo):
        return self._new(list(self._items))

    def __reduce_ex__(self, proto):
        return (array, (self._typecode, list(self._items)))

    def __repr__(self):
        if not self._items:
            return "array('%s')" % self._typecode
        if self._typecode == "u":
            return "array('u', %r)" % "".join(self._items)
        return "array('%s', %r)" % (self._typecode, self._items)

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


ArrayType = array
