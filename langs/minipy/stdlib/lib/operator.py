"""Operators as functions: operator.add(x, y) is x + y, and so on."""

__all__ = ["abs", "add", "and_", "attrgetter", "call", "concat", "contains", "countOf",
           "delitem", "eq", "floordiv", "ge", "getitem", "gt", "iadd", "iand",
           "iconcat", "ifloordiv", "ilshift", "imatmul", "imod", "imul",
           "index", "indexOf", "inv", "invert", "ior", "ipow", "irshift",
           "is_", "is_not", "isub", "itemgetter", "itruediv", "ixor", "le",
           "length_hint", "lshift", "lt", "matmul", "methodcaller", "mod",
           "mul", "ne", "neg", "not_", "or_", "pos", "pow", "rshift",
           "setitem", "sub", "truediv", "truth", "xor"]

_abs = abs


def lt(a, b): return a < b
def le(a, b): return a <= b
def eq(a, b): return a == b
def ne(a, b): return a != b
def ge(a, b): return a >= b
def gt(a, b): return a > b
def not_(a): return not a
def truth(a): return True if a else False
def is_(a, b): return a is b
def is_not(a, b): return a is not b
def abs(a): return _abs(a)
def add(a, b): return a + b
def and_(a, b): return a & b
def floordiv(a, b): return a // b


def index(a):
    try:
        method = type(a).__index__
    except AttributeError:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(a).__name__) from None
    return method(a)


def inv(a): return ~a


invert = inv


def lshift(a, b): return a << b
def mod(a, b): return a % b
def mul(a, b): return a * b
def matmul(a, b): return a @ b
def neg(a): return -a
def or_(a, b): return a | b
def pos(a): return +a
def pow(a, b): return a ** b
def rshift(a, b): return a >> b
def sub(a, b): return a - b
def truediv(a, b): return a / b
def xor(a, b): return a ^ b


def concat(a, b):
    if not hasattr(a, "__getitem__"):
        raise TypeError("'%s' object can't be concatenated" % type(a).__name__)
    return a + b


def contains(a, b): return b in a


def countOf(a, b):
    return sum(1 for x in a if x is b or x == b)


def delitem(a, b):
    del a[b]


def getitem(a, b): return a[b]


def indexOf(a, b):
    for i, j in enumerate(a):
        if j is b or j == b:
            return i
    raise ValueError("sequence.index(x): x not in sequence")


def setitem(a, b, c):
    a[b] = c


def length_hint(obj, default=0):
    if not isinstance(default, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(default).__name__)
    try:
        return len(obj)
    except TypeError:
        pass
    try:
        hint = type(obj).__length_hint__
    except AttributeError:
        return default
    val = hint(obj)
    if val is NotImplemented:
        return default
    if val < 0:
        raise ValueError("__length_hint__() should return >= 0")
    return val


def call(obj, /, *args, **kwargs):
    return obj(*args, **kwargs)


class attrgetter:
    """attrgetter('name') is lambda obj: obj.name; dotted names and
    several names (a tuple) too."""

    __slots__ = ("_attrs", "_call")

    def __init__(self, attr, *attrs):
        names = (attr,) + attrs
        for name in names:
            if not isinstance(name, str):
                raise TypeError("attribute name must be a string")
        self._attrs = names
        paths = [name.split(".") for name in names]

        def follow(obj, path):
            for step in path:
                obj = getattr(obj, step)
            return obj
        if attrs:
            self._call = lambda obj: tuple(follow(obj, path) for path in paths)
        else:
            self._call = lambda obj: follow(obj, paths[0])

    def __call__(self, obj):
        return self._call(obj)

    def __repr__(self):
        return "operator.attrgetter(%s)" % ", ".join(map(repr, self._attrs))

    def __reduce__(self):
        return self.__class__, self._attrs


class itemgetter:
    """itemgetter(k) is lambda obj: obj[k]; several keys give a tuple."""

    __slots__ = ("_items", "_call")

    def __init__(self, item, *items):
        if not items:
            self._items = (item,)

            def func(obj):
                return obj[item]
            self._call = func
        else:
            self._items = items = (item,) + items

            def func(obj):
                return tuple([obj[i] for i in items])
            self._call = func

    def __call__(self, obj):
        return self._call(obj)

    def __repr__(self):
        return "operator.itemgetter(%s)" % ", ".join(map(repr, self._items))

    def __reduce__(self):
        return self.__class__, self._items


class methodcaller:
    """methodcaller('name', *args, **kw) is lambda obj:
    obj.name(*args, **kw)."""

    __slots__ = ("_name", "_args", "_kwargs")

    def __init__(self, name, /, *args, **kwargs):
        if not isinstance(name, str):
            raise TypeError("method name must be a string")
        self._name = name
        self._args = args
        self._kwargs = kwargs

    def __call__(self, obj):
        return getattr(obj, self._name)(*self._args, **self._kwargs)

    def __repr__(self):
        args = [repr(self._name)]
        args.extend(map(repr, self._args))
        args.extend("%s=%r" % (k, v) for k, v in self._kwargs.items())
        return "operator.methodcaller(%s)" % ", ".join(args)

    def __reduce__(self):
        if not self._kwargs:
            return self.__class__, (self._name,) + self._args
        from functools import partial
        return partial(self.__class__, self._name, **self._kwargs), self._args


def iadd(a, b):
    a += b
    return a


def iand(a, b):
    a &= b
    return a


def iconcat(a, b):
    if not hasattr(a, "__getitem__"):
        raise TypeError("'%s' object can't be concatenated" % type(a).__name__)
    a += b
    return a


def ifloordiv(a, b):
    a //= b
    return a


def ilshift(a, b):
    a <<= b
    return a


def imod(a, b):
    a %= b
    return a


def imul(a, b):
    a *= b
    return a


def imatmul(a, b):
    a @= b
    return a


def ior(a, b):
    a |= b
    return a


def ipow(a, b):
    a **= b
    return a


def irshift(a, b):
    a >>= b
    return a


def isub(a, b):
    a -= b
    return a


def itruediv(a, b):
    a /= b
    return a


def ixor(a, b):
    a ^= b
    return a


# every operation is also reachable by its dunder name (__add__ is add,
# __not__ is not_)
for _name in ("lt le eq ne ge gt not_ abs add and_ call floordiv index inv invert lshift mod mul "
              "matmul neg or_ pos pow rshift sub truediv xor concat contains delitem getitem setitem "
              "iadd iand iconcat ifloordiv ilshift imod imul imatmul ior ipow irshift isub itruediv ixor").split():
    globals()["__%s__" % _name.rstrip("_")] = globals()[_name]
del _name
