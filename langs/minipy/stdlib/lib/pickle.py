"""Python objects to bytes and back in CPython's pickle format: dumps
and dump write protocols 2 to 5 (4 by default) byte for byte as
CPython 3.11 does for the built-in types, classes and functions by
reference, and instances by their reduction (__reduce_ex__/__reduce__,
__getnewargs__(_ex)__, __getstate__/__setstate__, __slots__, the
copyreg registry); loads and load read every protocol, 0 to 5.

Not provided: writing protocols 0 and 1 (ValueError), out-of-band
buffers (PickleBuffer), and pickling by value of functions or classes
(they are pickled by reference to their module, as in CPython)."""

import copyreg
import io
import struct
import sys

__all__ = ["PickleError", "PicklingError", "UnpicklingError", "Pickler", "Unpickler",
           "dump", "dumps", "load", "loads", "HIGHEST_PROTOCOL", "DEFAULT_PROTOCOL"]

HIGHEST_PROTOCOL = 5
DEFAULT_PROTOCOL = 4
format_version = "4.0"
compatible_formats = ["1.0", "1.1", "1.2", "1.3", "2.0", "3.0", "4.0", "5.0"]


class PickleError(Exception):
    pass


class PicklingError(PickleError):
    pass


class UnpicklingError(PickleError):
    pass


class _Stop(Exception):
    def __init__(self, value):
        self.value = value


# opcodes
MARK = b"("
STOP = b"."
POP = b"0"
POP_MARK = b"1"
DUP = b"2"
FLOAT = b"F"
INT = b"I"
BININT = b"J"
BININT1 = b"K"
LONG = b"L"
BININT2 = b"M"
NONE = b"N"
PERSID = b"P"
BINPERSID = b"Q"
REDUCE = b"R"
STRING = b"S"
BINSTRING = b"T"
SHORT_BINSTRING = b"U"
UNICODE = b"V"
BINUNICODE = b"X"
APPEND = b"a"
BUILD = b"b"
GLOBAL = b"c"
DICT = b"d"
EMPTY_DICT = b"}"
APPENDS = b"e"
GET = b"g"
BINGET = b"h"
INST = b"i"
LONG_BINGET = b"j"
LIST = b"l"
EMPTY_LIST = b"]"
OBJ = b"o"
PUT = b"p"
BINPUT = b"q"
LONG_BINPUT = b"r"
SETITEM = b"s"
TUPLE = b"t"
EMPTY_TUPLE = b")"
SETITEMS = b"u"
BINFLOAT = b"G"
PROTO = b"\x80"
NEWOBJ = b"\x81"
EXT1 = b"\x82"
EXT2 = b"\x83"
EXT4 = b"\x84"
TUPLE1 = b"\x85"
TUPLE2 = b"\x86"
TUPLE3 = b"\x87"
NEWTRUE = b"\x88"
NEWFALSE = b"\x89"
LONG1 = b"\x8a"
LONG4 = b"\x8b"
BINBYTES = b"B"
SHORT_BINBYTES = b"C"
SHORT_BINUNICODE = b"\x8c"
BINUNICODE8 = b"\x8d"
BINBYTES8 = b"\x8e"
EMPTY_SET = b"\x8f"
ADDITEMS = b"\x90"
FROZENSET = b"\x91"
NEWOBJ_EX = b"\x92"
STACK_GLOBAL = b"\x93"
MEMOIZE = b"\x94"
FRAME = b"\x95"
BYTEARRAY8 = b"\x96"
NEXT_BUFFER = b"\x97"
READONLY_BUFFER = b"\x98"
TRUE = b"I01\n"
FALSE = b"I00\n"

_BATCHSIZE = 1000
_FRAME_SIZE_MIN = 4
_FRAME_SIZE_TARGET = 64 * 1024


def encode_long(x):
    """x as little-endian two's complement in the fewest bytes."""
    if x == 0:
        return b""
    nbytes = (x.bit_length() >> 3) + 1
    result = x.to_bytes(nbytes, "little", signed=True)
    if x < 0 and nbytes > 1 and result[-1] == 0xFF and (result[-2] & 0x80) != 0:
        result = result[:-1]
    return result


def decode_long(data):
    return int.from_bytes(data, "little", signed=True)


def _lookup(module, qualname):
    obj = module
    for part in qualname.split("."):
        if part == "<locals>":
            raise AttributeError("Can't get local attribute {!r} on {!r}".format(qualname, module))
        obj = getattr(obj, part)
    return obj


def whichmodule(obj, name):
    module = getattr(obj, "__module__", None)
    if module is not None:
        return module
    for module_name, module in sys.modules.copy().items():
        if module_name == "__main__" or module_name == "__mp_main__" or module is None:
            continue
        try:
            if _lookup(module, name) is obj:
                return module_name
        except AttributeError:
            pass
    return "__main__"


class _Framer:
    """Protocol 4's frames: what is written goes to the current frame,
    written out (with a FRAME header when it holds 4 bytes or more) once
    it reaches 64 KiB, and at the end."""

    def __init__(self, write):
        self.file_write = write
        self.frame = None

    def start(self):
        self.frame = []
        self.size = 0

    def end(self):
        if self.frame is not None:
            self.commit(force=True)
            self.frame = None

    def commit(self, force=False):
        if self.frame is not None and (self.size >= _FRAME_SIZE_TARGET or force):
            data = b"".join(self.frame)
            if len(data) >= _FRAME_SIZE_MIN:
                self.file_write(FRAME + struct.pack("<Q", len(data)))
            self.file_write(data)
            self.frame = []
            self.size = 0

    def write(self, data):
        if self.frame is None:
            return self.file_write(data)
        self.frame.append(data)
        self.size += len(data)

    def write_large(self, header, payload):
        # a large str or bytes goes outside the frames
        if self.frame is not None:
            self.commit(force=True)
            self.file_write(header)
            self.file_write(payload)
        else:
            self.file_write(header + payload)


class Pickler:
    dispatch_table = None

    def __init__(self, file, protocol=None, *, fix_imports=True, buffer_callback=None):
        if protocol is None:
            protocol = DEFAULT_PROTOCOL
        if protocol < 0:
            protocol = HIGHEST_PROTOCOL
        elif not 0 <= protocol <= HIGHEST_PROTOCOL:
            raise ValueError("pickle protocol must be <= %d" % HIGHEST_PROTOCOL)
        if protocol < 2:
            raise ValueError("minipy's pickle writes protocols 2 to 5, not %d" % protocol)
        try:
            self._file_write = file.write
        except AttributeError:
            raise TypeError("file must have a 'write' attribute")
        self.framer = _Framer(self._file_write)
        self.write = self.framer.write
        self.memo = {}
        self.proto = int(protocol)
        self.bin = True
        self.fast = 0
        self.fix_imports = fix_imports

    def clear_memo(self):
        self.memo.clear()

    def dump(self, obj):
        self.write(PROTO + struct.pack("<B", self.proto))
        if self.proto >= 4:
            self.framer.start()
        self.save(obj)
        self.write(STOP)
        self.framer.end()

    def memoize(self, obj):
        if self.fast:
            return
        idx = len(self.memo)
        self.write(self.put(idx))
        self.memo[id(obj)] = idx, obj

    def put(self, idx):
        if self.proto >= 4:
            return MEMOIZE
        if idx < 256:
            return BINPUT + struct.pack("<B", idx)
        return LONG_BINPUT + struct.pack("<I", idx)

    def get(self, i):
        if i < 256:
            return BINGET + struct.pack("<B", i)
        return LONG_BINGET + struct.pack("<I", i)

    def persistent_id(self, obj):
        return None

    def save(self, obj, save_persistent_id=True):
        self.framer.commit()
        pid = self.persistent_id(obj)
        if pid is not None and save_persistent_id:
            self.save(pid, save_persistent_id=False)
            self.write(BINPERSID)
            return
        x = self.memo.get(id(obj))
        if x is not None:
            self.write(self.get(x[0]))
            return
        t = type(obj)
        saver = _SAVERS.get(t)
        if saver is not None:
            saver(self, obj)
            return
        reduce = None
        table = self.dispatch_table if self.dispatch_table is not None else copyreg.dispatch_table
        if t in table:
            rv = table[t](obj)
        elif isinstance(obj, type) or _is_global(obj):
            self.save_global(obj)
            return
        else:
            rv = _reduce(obj, self.proto)
        if isinstance(rv, str):
            self.save_global(obj, rv)
            return
        if not isinstance(rv, tuple):
            raise PicklingError("%s must return string or tuple" % "__reduce__")
        if not 2 <= len(rv) <= 6:
            raise PicklingError("Tuple returned by %s must have two to six elements" % "__reduce__")
        self.save_reduce(*rv, obj=obj)

    def save_reduce(self, func, args, state=None, listitems=None, dictitems=None,
                    state_setter=None, *, obj=None):
        if not isinstance(args, tuple):
            raise PicklingError("args from save_reduce() must be a tuple")
        if not callable(func):
            raise PicklingError("func from save_reduce() must be callable")
        save, write = self.save, self.write
        name = getattr(func, "__name__", "")
        if self.proto >= 2 and name == "__newobj_ex__" and func is copyreg.__newobj_ex__:
            cls, args, kwargs = args
            if self.proto >= 4:
                save(cls)
                save(args)
                save(kwargs)
                write(NEWOBJ_EX)
            else:
                import functools
                self.save_reduce(functools.partial(cls.__new__, cls, *args, **kwargs), (), obj=obj)
                obj = None
        elif self.proto >= 2 and name == "__newobj__" and func is copyreg.__newobj__:
            cls = args[0]
            if not hasattr(cls, "__new__"):
                raise PicklingError("args[0] from __newobj__ args has no __new__")
            if obj is not None and cls is not obj.__class__:
                raise PicklingError("args[0] from __newobj__ args has the wrong class")
            save(cls)
            save(args[1:])
            write(NEWOBJ)
        else:
            save(func)
            save(args)
            write(REDUCE)
        if obj is not None:
            if id(obj) in self.memo:
                write(POP + self.get(self.memo[id(obj)][0]))
            else:
                self.memoize(obj)
        if listitems is not None:
            self._batch_appends(listitems)
        if dictitems is not None:
            self._batch_setitems(dictitems)
        if state is not None:
            if state_setter is None:
                save(state)
                write(BUILD)
            else:
                save(state_setter)
                save(obj)
                save(state)
                write(TUPLE2)
                write(REDUCE)
                write(POP)

    def _batches(self, items):
        it = iter(items)
        while True:
            batch = []
            for x in it:
                batch.append(x)
                if len(batch) == _BATCHSIZE:
                    break
            yield batch
            if len(batch) < _BATCHSIZE:
                return

    def _batch_appends(self, items):
        for batch in self._batches(items):
            if len(batch) > 1:
                self.write(MARK)
                for x in batch:
                    self.save(x)
                self.write(APPENDS)
            elif batch:
                self.save(batch[0])
                self.write(APPEND)

    def _batch_setitems(self, items):
        for batch in self._batches(items):
            if len(batch) > 1:
                self.write(MARK)
                for k, v in batch:
                    self.save(k)
                    self.save(v)
                self.write(SETITEMS)
            elif batch:
                k, v = batch[0]
                self.save(k)
                self.save(v)
                self.write(SETITEM)

    def save_global(self, obj, name=None):
        write = self.write
        if name is None:
            name = getattr(obj, "__qualname__", None) or obj.__name__
        if "<locals>" in name.split("."):
            raise AttributeError("Can't pickle local object %r" % name)
        module_name = whichmodule(obj, name)
        try:
            __import__(module_name)
            module = sys.modules[module_name]
            found = _lookup(module, name)
        except (ImportError, KeyError, AttributeError):
            raise PicklingError("Can't pickle %r: it's not found as %s.%s" % (obj, module_name, name)) from None
        if found is not obj:
            raise PicklingError("Can't pickle %r: it's not the same object as %s.%s" % (obj, module_name, name))
        if self.proto >= 4:
            self.save(module_name)
            self.save(name)
            write(STACK_GLOBAL)
        elif "." in name:
            # protocols 2 and 3 name a nested object by its parent and getattr
            parent_name, _, attr = name.rpartition(".")
            self.save_reduce(getattr, (_lookup(module, parent_name), attr))
            return
        else:
            write(GLOBAL + bytes(module_name, "utf-8") + b"\n" + bytes(name, "utf-8") + b"\n")
        self.memoize(obj)


def _is_global(obj):
    # functions, builtins and methods of modules are pickled by name
    tn = type(obj).__name__
    return tn in ("function", "builtin_function_or_method")


def _save_none(self, obj):
    self.write(NONE)


def _save_bool(self, obj):
    self.write(NEWTRUE if obj else NEWFALSE)


def _save_long(self, obj):
    if obj >= 0:
        if obj <= 0xFF:
            self.write(BININT1 + struct.pack("<B", obj))
            return
        if obj <= 0xFFFF:
            self.write(BININT2 + struct.pack("<H", obj))
            return
    if -0x80000000 <= obj <= 0x7FFFFFFF:
        self.write(BININT + struct.pack("<i", obj))
        return
    data = encode_long(obj)
    n = len(data)
    if n < 256:
        self.write(LONG1 + struct.pack("<B", n) + data)
    else:
        self.write(LONG4 + struct.pack("<i", n) + data)


def _save_float(self, obj):
    self.write(BINFLOAT + struct.pack(">d", obj))


def _save_bytes(self, obj):
    if self.proto < 3:
        if not obj:
            self.save_reduce(bytes, (), obj=obj)
        else:
            import codecs
            self.save_reduce(codecs.encode, (str(obj, "latin1"), "latin1"), obj=obj)
        return
    n = len(obj)
    if n <= 0xFF:
        self.write(SHORT_BINBYTES + struct.pack("<B", n) + obj)
    elif n > 0xFFFFFFFF and self.proto >= 4:
        self.framer.write_large(BINBYTES8 + struct.pack("<Q", n), obj)
    elif n >= _FRAME_SIZE_TARGET:
        self.framer.write_large(BINBYTES + struct.pack("<I", n), obj)
    else:
        self.write(BINBYTES + struct.pack("<I", n) + obj)
    self.memoize(obj)


def _save_bytearray(self, obj):
    if self.proto < 5:
        if not obj:
            self.save_reduce(bytearray, (), obj=obj)
        else:
            self.save_reduce(bytearray, (bytes(obj),), obj=obj)
        return
    n = len(obj)
    if n >= _FRAME_SIZE_TARGET:
        self.framer.write_large(BYTEARRAY8 + struct.pack("<Q", n), bytes(obj))
    else:
        self.write(BYTEARRAY8 + struct.pack("<Q", n) + bytes(obj))
    self.memoize(obj)


def _save_str(self, obj):
    encoded = obj.encode("utf-8", "surrogatepass")
    n = len(encoded)
    if n <= 0xFF and self.proto >= 4:
        self.write(SHORT_BINUNICODE + struct.pack("<B", n) + encoded)
    elif n > 0xFFFFFFFF and self.proto >= 4:
        self.framer.write_large(BINUNICODE8 + struct.pack("<Q", n), encoded)
    elif n >= _FRAME_SIZE_TARGET:
        self.framer.write_large(BINUNICODE + struct.pack("<I", n), encoded)
    else:
        self.write(BINUNICODE + struct.pack("<I", n) + encoded)
    self.memoize(obj)


def _save_tuple(self, obj):
    if not obj:
        self.write(EMPTY_TUPLE)
        return
    n = len(obj)
    save, memo = self.save, self.memo
    if n <= 3:
        for element in obj:
            save(element)
        if id(obj) in memo:
            # a tuple that holds itself: what was built is dropped
            self.write(POP * n + self.get(memo[id(obj)][0]))
        else:
            self.write((TUPLE1, TUPLE2, TUPLE3)[n - 1])
            self.memoize(obj)
        return
    self.write(MARK)
    for element in obj:
        save(element)
    if id(obj) in memo:
        self.write(POP_MARK + self.get(memo[id(obj)][0]))
        return
    self.write(TUPLE)
    self.memoize(obj)


def _save_list(self, obj):
    self.write(EMPTY_LIST)
    self.memoize(obj)
    self._batch_appends(obj)


def _save_dict(self, obj):
    self.write(EMPTY_DICT)
    self.memoize(obj)
    self._batch_setitems(obj.items())


def _save_set(self, obj):
    if self.proto < 4:
        self.save_reduce(set, (list(obj),), obj=obj)
        return
    self.write(EMPTY_SET)
    self.memoize(obj)
    for batch in self._batches(obj):
        if batch:
            self.write(MARK)
            for item in batch:
                self.save(item)
            self.write(ADDITEMS)


def _save_frozenset(self, obj):
    if self.proto < 4:
        self.save_reduce(frozenset, (list(obj),), obj=obj)
        return
    self.write(MARK)
    for item in obj:
        self.save(item)
    if id(obj) in self.memo:
        self.write(POP_MARK + self.get(self.memo[id(obj)][0]))
        return
    self.write(FROZENSET)
    self.memoize(obj)


def _save_type(self, obj):
    if obj is type(None):
        return self.save_reduce(type, (None,), obj=obj)
    if obj is type(NotImplemented):
        return self.save_reduce(type, (NotImplemented,), obj=obj)
    if obj is type(...):
        return self.save_reduce(type, (...,), obj=obj)
    return self.save_global(obj)


_SAVERS = {
    type(None): _save_none, bool: _save_bool, int: _save_long, float: _save_float,
    bytes: _save_bytes, bytearray: _save_bytearray, str: _save_str, tuple: _save_tuple,
    list: _save_list, dict: _save_dict, set: _save_set, frozenset: _save_frozenset,
    type: _save_type,
}


def _state_of(obj):
    # CPython's default state: the instance dict (None when empty), with
    # the slots' values as a second dict when the class has __slots__
    getstate = getattr(type(obj), "__getstate__", None)
    if getstate is not None and getattr(getstate, "__qualname__", "") != "object.__getstate__":
        return obj.__getstate__()
    d = getattr(obj, "__dict__", None)
    state = d if d else None
    slots = {}
    for klass in type(obj).__mro__:
        names = klass.__dict__.get("__slots__", ())
        if isinstance(names, str):
            names = (names,)
        for name in names:
            if name in ("__dict__", "__weakref__"):
                continue
            if name.startswith("__") and not name.endswith("__"):
                name = "_%s%s" % (klass.__name__.lstrip("_"), name)
            try:
                slots[name] = getattr(obj, name)
            except AttributeError:
                pass
    if slots:
        state = (state, slots)
    return state


# reductions of the library types whose minipy classes do not define
# them, as CPython's classes do
def _library_reduce(obj):
    import collections
    if isinstance(obj, collections.defaultdict):
        return (type(obj), (obj.default_factory,), None, None, iter(obj.items()))
    if isinstance(obj, collections.OrderedDict):
        return (type(obj), (), None, None, iter(obj.items()))
    if isinstance(obj, collections.Counter):
        return (type(obj), (dict(obj),))
    if isinstance(obj, collections.deque):
        if obj.maxlen is None:
            return (type(obj), (), None, iter(obj))
        return (type(obj), ((), obj.maxlen), None, iter(obj))
    return None


_BUILTIN_REDUCE = {
    complex: lambda z: (complex, (z.real, z.imag)),
    range: lambda r: (range, (r.start, r.stop, r.step)),
    slice: lambda s: (slice, (s.start, s.stop, s.step)),
}


def _reduce(obj, proto):
    t = type(obj)
    if t in _BUILTIN_REDUCE:
        return _BUILTIN_REDUCE[t](obj)
    if obj is Ellipsis:
        return "Ellipsis"
    if obj is NotImplemented:
        return "NotImplemented"
    lib = _library_reduce(obj)
    if lib is not None:
        return lib
    for name in ("__reduce_ex__", "__reduce__"):
        meth = getattr(t, name, None)
        if meth is not None and getattr(meth, "__qualname__", "").split(".")[0] not in ("object", ""):
            return getattr(obj, name)(proto) if name == "__reduce_ex__" else obj.__reduce__()
    if isinstance(obj, BaseException):
        state = obj.__dict__ if getattr(obj, "__dict__", None) else None
        if state is None:
            return (t, obj.args)
        return (t, obj.args, state)
    if t.__module__ == "builtins" and not hasattr(obj, "__dict__"):
        raise TypeError("cannot pickle '%s' object" % t.__name__)
    kwargs = None
    if hasattr(t, "__getnewargs_ex__"):
        args, kwargs = obj.__getnewargs_ex__()
    elif hasattr(t, "__getnewargs__"):
        args = obj.__getnewargs__()
    else:
        args = ()
    listitems = iter(obj) if isinstance(obj, list) else None
    dictitems = iter(obj.items()) if isinstance(obj, dict) else None
    state = _state_of(obj)
    if kwargs:
        return (copyreg.__newobj_ex__, (t, tuple(args), kwargs), state, listitems, dictitems)
    return (copyreg.__newobj__, (t,) + tuple(args), state, listitems, dictitems)


class Unpickler:
    def __init__(self, file, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
        self._file_read = file.read
        self._file_readline = file.readline
        self.encoding = encoding
        self.errors = errors
        self.memo = {}
        self.proto = 0
        self.fix_imports = fix_imports

    def persistent_load(self, pid):
        raise UnpicklingError("A load persistent id instruction was encountered, "
                              "but no persistent_load function was specified.")

    def find_class(self, module, name):
        __import__(module)
        return _lookup(sys.modules[module], name)

    def load(self):
        self._frame = None
        self.metastack = []
        self.stack = []
        self.append = self.stack.append
        read = self._next
        try:
            while True:
                key = read(1)
                if not key:
                    raise EOFError("Ran out of input")
                op = _OPS.get(key[0])
                if op is None:
                    raise UnpicklingError("invalid load key, %r." % chr(key[0]))
                op(self)
        except _Stop as stop:
            return stop.value

    # frames: reads come from the current frame while one is open
    def _next(self, n):
        if self._frame is not None:
            data = self._frame.read(n)
            if data or n == 0:
                if len(data) < n:
                    raise UnpicklingError("pickle exhausted before end of frame")
                return data
            self._frame = None
        return self._file_read(n)

    def _line(self):
        data = b""
        if self._frame is not None:
            data = self._frame.readline()
            if not data:
                self._frame = None
        if not data:
            data = self._file_readline()
        if not data.endswith(b"\n"):
            raise UnpicklingError("pickle data was truncated")
        return data

    def _need(self, n):
        data = self._next(n)
        if len(data) < n:
            raise UnpicklingError("pickle data was truncated")
        return data

    def pop_mark(self):
        items = self.stack
        self.stack = self.metastack.pop()
        self.append = self.stack.append
        return items


def _op(code):
    def register(f):
        _OPS[code[0]] = f
        return f
    return register


_OPS = {}


@_op(PROTO)
def _load_proto(u):
    proto = u._need(1)[0]
    if not 0 <= proto <= HIGHEST_PROTOCOL:
        raise ValueError("unsupported pickle protocol: %d" % proto)
    u.proto = proto


@_op(FRAME)
def _load_frame(u):
    size = struct.unpack("<Q", u._need(8))[0]
    u._frame = io.BytesIO(u._file_read(size))


@_op(STOP)
def _load_stop(u):
    raise _Stop(u.stack.pop())


@_op(MARK)
def _load_mark(u):
    u.metastack.append(u.stack)
    u.stack = []
    u.append = u.stack.append


@_op(POP)
def _load_pop(u):
    if u.stack:
        u.stack.pop()
    else:
        u.pop_mark()


@_op(POP_MARK)
def _load_pop_mark(u):
    u.pop_mark()


@_op(DUP)
def _load_dup(u):
    u.append(u.stack[-1])


@_op(NONE)
def _load_none(u):
    u.append(None)


@_op(NEWTRUE)
def _load_true(u):
    u.append(True)


@_op(NEWFALSE)
def _load_false(u):
    u.append(False)


@_op(INT)
def _load_int(u):
    data = u._line()
    if data == b"00\n":
        v = False
    elif data == b"01\n":
        v = True
    else:
        v = int(data.decode("ascii"), 0)
    u.append(v)


@_op(BININT)
def _load_binint(u):
    u.append(struct.unpack("<i", u._need(4))[0])


@_op(BININT1)
def _load_binint1(u):
    u.append(u._need(1)[0])


@_op(BININT2)
def _load_binint2(u):
    u.append(struct.unpack("<H", u._need(2))[0])


@_op(LONG)
def _load_long(u):
    val = u._line()[:-1]
    if val and val[-1] == b"L"[0]:
        val = val[:-1]
    u.append(int(val.decode("ascii"), 0))


@_op(LONG1)
def _load_long1(u):
    n = u._need(1)[0]
    u.append(decode_long(u._need(n)))


@_op(LONG4)
def _load_long4(u):
    n = struct.unpack("<i", u._need(4))[0]
    if n < 0:
        raise UnpicklingError("LONG pickle has negative byte count")
    u.append(decode_long(u._need(n)))


@_op(FLOAT)
def _load_float(u):
    u.append(float(u._line()[:-1].decode("ascii")))


@_op(BINFLOAT)
def _load_binfloat(u):
    u.append(struct.unpack(">d", u._need(8))[0])


def _decode_string(u, value):
    if u.encoding == "bytes":
        return value
    return value.decode(u.encoding, u.errors)


_ESCAPES = {ord("\\"): b"\\", ord("'"): b"'", ord('"'): b'"', ord("a"): b"\a", ord("b"): b"\b",
            ord("f"): b"\f", ord("n"): b"\n", ord("r"): b"\r", ord("t"): b"\t", ord("v"): b"\v",
            ord("\n"): b""}


def _escape_decode(data):
    # the escapes of a bytes literal (protocol 0's STRING): \\n, \\xhh, \\ooo...
    out = bytearray()
    i, n = 0, len(data)
    while i < n:
        c = data[i]
        i += 1
        if c != 0x5C or i >= n:
            out.append(c)
            continue
        e = data[i]
        i += 1
        if e in _ESCAPES:
            out += _ESCAPES[e]
        elif e == ord("x"):
            out.append(int(data[i:i + 2].decode("ascii"), 16))
            i += 2
        elif ord("0") <= e <= ord("7"):
            j = i - 1
            while i < n and i - j < 3 and ord("0") <= data[i] <= ord("7"):
                i += 1
            out.append(int(data[j:i].decode("ascii"), 8) & 0xFF)
        else:
            out += b"\\" + bytes([e])
    return bytes(out)


@_op(STRING)
def _load_string(u):
    data = u._line()[:-1]
    if len(data) >= 2 and data[0] == data[-1] and data[0] in b"\"'":
        data = data[1:-1]
    else:
        raise UnpicklingError("the STRING opcode argument must be quoted")
    u.append(_decode_string(u, _escape_decode(data)))


@_op(BINSTRING)
def _load_binstring(u):
    n = struct.unpack("<i", u._need(4))[0]
    if n < 0:
        raise UnpicklingError("BINSTRING pickle has negative byte count")
    u.append(_decode_string(u, u._need(n)))


@_op(SHORT_BINSTRING)
def _load_short_binstring(u):
    n = u._need(1)[0]
    u.append(_decode_string(u, u._need(n)))


def _raw_unicode_escape(data):
    # latin-1 text with \\uXXXX and \\UXXXXXXXX escapes (protocol 0's UNICODE)
    out = []
    i, n = 0, len(data)
    while i < n:
        c = data[i]
        if c == 0x5C and i + 1 < n and data[i + 1] in (0x75, 0x55):
            width = 4 if data[i + 1] == 0x75 else 8
            digits = data[i + 2:i + 2 + width]
            if len(digits) == width:
                try:
                    out.append(chr(int(digits, 16)))
                    i += 2 + width
                    continue
                except ValueError:
                    pass
        out.append(chr(c))
        i += 1
    return "".join(out)


@_op(UNICODE)
def _load_unicode(u):
    u.append(_raw_unicode_escape(u._line()[:-1]))


@_op(BINUNICODE)
def _load_binunicode(u):
    n = struct.unpack("<I", u._need(4))[0]
    u.append(str(u._need(n), "utf-8", "surrogatepass"))


@_op(BINUNICODE8)
def _load_binunicode8(u):
    n = struct.unpack("<Q", u._need(8))[0]
    u.append(str(u._need(n), "utf-8", "surrogatepass"))


@_op(SHORT_BINUNICODE)
def _load_short_binunicode(u):
    n = u._need(1)[0]
    u.append(str(u._need(n), "utf-8", "surrogatepass"))


@_op(BINBYTES)
def _load_binbytes(u):
    n = struct.unpack("<I", u._need(4))[0]
    u.append(u._need(n))


@_op(SHORT_BINBYTES)
def _load_short_binbytes(u):
    n = u._need(1)[0]
    u.append(u._need(n))


@_op(BINBYTES8)
def _load_binbytes8(u):
    n = struct.unpack("<Q", u._need(8))[0]
    u.append(u._need(n))


@_op(BYTEARRAY8)
def _load_bytearray8(u):
    n = struct.unpack("<Q", u._need(8))[0]
    u.append(bytearray(u._need(n)))


@_op(TUPLE)
def _load_tuple(u):
    items = u.pop_mark()  # before u.append: pop_mark switches stacks
    u.append(tuple(items))


@_op(EMPTY_TUPLE)
def _load_empty_tuple(u):
    u.append(())


@_op(TUPLE1)
def _load_tuple1(u):
    u.stack[-1] = (u.stack[-1],)


@_op(TUPLE2)
def _load_tuple2(u):
    u.stack[-2:] = [(u.stack[-2], u.stack[-1])]


@_op(TUPLE3)
def _load_tuple3(u):
    u.stack[-3:] = [(u.stack[-3], u.stack[-2], u.stack[-1])]


@_op(EMPTY_LIST)
def _load_empty_list(u):
    u.append([])


@_op(EMPTY_DICT)
def _load_empty_dict(u):
    u.append({})


@_op(EMPTY_SET)
def _load_empty_set(u):
    u.append(set())


@_op(FROZENSET)
def _load_frozenset(u):
    items = u.pop_mark()
    u.append(frozenset(items))


@_op(LIST)
def _load_list(u):
    items = u.pop_mark()
    u.append(items)


@_op(DICT)
def _load_dict(u):
    items = u.pop_mark()
    u.append({items[i]: items[i + 1] for i in range(0, len(items), 2)})


def _instantiate(u, klass, args):
    if args or not isinstance(klass, type) or hasattr(klass, "__getinitargs__"):
        try:
            value = klass(*args)
        except TypeError as err:
            raise TypeError("in constructor for %s: %s" % (klass.__name__, str(err)), err.__traceback__)
    else:
        value = klass.__new__(klass)
    u.append(value)


@_op(INST)
def _load_inst(u):
    module = u._line()[:-1].decode("ascii")
    name = u._line()[:-1].decode("ascii")
    klass = u.find_class(module, name)
    _instantiate(u, klass, u.pop_mark())


@_op(OBJ)
def _load_obj(u):
    args = u.pop_mark()
    cls = args.pop(0)
    _instantiate(u, cls, args)


@_op(NEWOBJ)
def _load_newobj(u):
    args = u.stack.pop()
    cls = u.stack.pop()
    u.append(cls.__new__(cls, *args))


@_op(NEWOBJ_EX)
def _load_newobj_ex(u):
    kwargs = u.stack.pop()
    args = u.stack.pop()
    cls = u.stack.pop()
    u.append(cls.__new__(cls, *args, **kwargs))


@_op(GLOBAL)
def _load_global(u):
    module = u._line()[:-1].decode("utf-8")
    name = u._line()[:-1].decode("utf-8")
    u.append(u.find_class(module, name))


@_op(STACK_GLOBAL)
def _load_stack_global(u):
    name = u.stack.pop()
    module = u.stack.pop()
    if type(name) is not str or type(module) is not str:
        raise UnpicklingError("STACK_GLOBAL requires str")
    u.append(u.find_class(module, name))


def _load_ext(u, code):
    key = copyreg._inverted_registry.get(code)
    if not key:
        raise ValueError("unregistered extension code %d" % code)
    obj = copyreg._extension_cache.get(code)
    if obj is None:
        obj = u.find_class(*key)
        copyreg._extension_cache[code] = obj
    u.append(obj)


@_op(EXT1)
def _load_ext1(u):
    _load_ext(u, u._need(1)[0])


@_op(EXT2)
def _load_ext2(u):
    _load_ext(u, struct.unpack("<H", u._need(2))[0])


@_op(EXT4)
def _load_ext4(u):
    _load_ext(u, struct.unpack("<i", u._need(4))[0])


@_op(REDUCE)
def _load_reduce(u):
    args = u.stack.pop()
    func = u.stack[-1]
    u.stack[-1] = func(*args)


@_op(PERSID)
def _load_persid(u):
    try:
        pid = u._line()[:-1].decode("ascii")
    except UnicodeDecodeError:
        raise UnpicklingError("persistent IDs in protocol 0 must be ASCII strings")
    u.append(u.persistent_load(pid))


@_op(BINPERSID)
def _load_binpersid(u):
    pid = u.stack.pop()
    u.append(u.persistent_load(pid))


@_op(GET)
def _load_get(u):
    u.append(u.memo[int(u._line()[:-1].decode("ascii"))])


@_op(BINGET)
def _load_binget(u):
    i = u._need(1)[0]
    try:
        u.append(u.memo[i])
    except KeyError:
        raise UnpicklingError("Memo value not found at index %d" % i) from None


@_op(LONG_BINGET)
def _load_long_binget(u):
    i = struct.unpack("<I", u._need(4))[0]
    try:
        u.append(u.memo[i])
    except KeyError:
        raise UnpicklingError("Memo value not found at index %d" % i) from None


@_op(PUT)
def _load_put(u):
    i = int(u._line()[:-1].decode("ascii"))
    if i < 0:
        raise ValueError("negative PUT argument")
    u.memo[i] = u.stack[-1]


@_op(BINPUT)
def _load_binput(u):
    u.memo[u._need(1)[0]] = u.stack[-1]


@_op(LONG_BINPUT)
def _load_long_binput(u):
    i = struct.unpack("<I", u._need(4))[0]
    if i > sys.maxsize:
        raise ValueError("negative LONG_BINPUT argument")
    u.memo[i] = u.stack[-1]


@_op(MEMOIZE)
def _load_memoize(u):
    u.memo[len(u.memo)] = u.stack[-1]


@_op(APPEND)
def _load_append(u):
    value = u.stack.pop()
    u.stack[-1].append(value)


@_op(APPENDS)
def _load_appends(u):
    items = u.pop_mark()
    target = u.stack[-1]
    extend = getattr(target, "extend", None)
    if extend is not None and isinstance(target, list):
        extend(items)
        return
    for item in items:
        target.append(item)


@_op(SETITEM)
def _load_setitem(u):
    value = u.stack.pop()
    key = u.stack.pop()
    u.stack[-1][key] = value


@_op(SETITEMS)
def _load_setitems(u):
    items = u.pop_mark()
    d = u.stack[-1]
    for i in range(0, len(items), 2):
        d[items[i]] = items[i + 1]


@_op(ADDITEMS)
def _load_additems(u):
    items = u.pop_mark()
    s = u.stack[-1]
    if isinstance(s, set):
        s.update(items)
    else:
        for item in items:
            s.add(item)


@_op(BUILD)
def _load_build(u):
    state = u.stack.pop()
    inst = u.stack[-1]
    setstate = getattr(inst, "__setstate__", None)
    if setstate is not None and getattr(type(inst), "__setstate__", None) is not None \
            and getattr(type(inst).__setstate__, "__qualname__", "") != "object.__setstate__":
        setstate(state)
        return
    slotstate = None
    if isinstance(state, tuple) and len(state) == 2:
        state, slotstate = state
    if state:
        inst_dict = inst.__dict__
        for k, v in state.items():
            if type(k) is str:
                inst_dict[sys.intern(k) if hasattr(sys, "intern") else k] = v
            else:
                inst_dict[k] = v
    if slotstate:
        for k, v in slotstate.items():
            setattr(inst, k, v)


def dump(obj, file, protocol=None, *, fix_imports=True, buffer_callback=None):
    Pickler(file, protocol, fix_imports=fix_imports, buffer_callback=buffer_callback).dump(obj)


def dumps(obj, protocol=None, *, fix_imports=True, buffer_callback=None):
    f = io.BytesIO()
    Pickler(f, protocol, fix_imports=fix_imports, buffer_callback=buffer_callback).dump(obj)
    return f.getvalue()


def load(file, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
    return Unpickler(file, fix_imports=fix_imports, buffers=buffers, encoding=encoding,
                     errors=errors).load()


def loads(data, /, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
    if isinstance(data, str):
        raise TypeError("Can't load pickle from unicode string")
    return Unpickler(io.BytesIO(data), fix_imports=fix_imports, buffers=buffers,
                     encoding=encoding, errors=errors).load()
