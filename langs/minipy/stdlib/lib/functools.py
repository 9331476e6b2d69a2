"""functools: tools for functions and callables.

reduce and the lru_cache wrapper are Go code (_functools); the rest is
written here, with CPython 3.11's behaviour. total_ordering derives
each missing comparison from the defined one by a rule (flip the
direction, then add or remove equality) rather than a function per
pair; singledispatch resolves a class by its MRO first, then by the
most specific registered ABC.
"""

from _functools import reduce, _lru_cache_wrapper
from collections import namedtuple as _namedtuple

__all__ = ["update_wrapper", "wraps", "WRAPPER_ASSIGNMENTS", "WRAPPER_UPDATES",
           "total_ordering", "cache", "cmp_to_key", "lru_cache", "reduce",
           "partial", "partialmethod", "singledispatch", "singledispatchmethod",
           "cached_property"]

WRAPPER_ASSIGNMENTS = ("__module__", "__name__", "__qualname__", "__doc__",
                       "__annotations__")
WRAPPER_UPDATES = ("__dict__",)

_MISSING = object()


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Make wrapper look like wrapped: copy the assigned attributes it
    has, merge the updated ones (its __dict__) and set __wrapped__."""
    for name in assigned:
        value = getattr(wrapped, name, _MISSING)
        if value is not _MISSING:
            setattr(wrapper, name, value)
    for name in updated:
        getattr(wrapper, name).update(getattr(wrapped, name, {}))
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """A decorator applying update_wrapper(decorated, wrapped)."""
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)


# --- total_ordering ---------------------------------------------------------

# each ordering method: (which way it looks, whether it is strict)
_ORDERINGS = {"__lt__": ("<", True), "__le__": ("<", False),
              "__gt__": (">", True), "__ge__": (">", False)}
# the method total_ordering derives from when a class defines several
_ROOT_PREFERENCE = ("__lt__", "__le__", "__gt__", "__ge__")


def _derive(root, name):
    """name's method computed from root's: when they look opposite ways
    the result is negated (which also swaps strictness), then equality
    is added to (or taken out of) it where the strictness still differs."""
    root_way, root_strict = _ORDERINGS[root]
    way, strict = _ORDERINGS[name]
    negate = root_way != way
    got_strict = root_strict != negate

    def compare(self, other):
        r = getattr(type(self), root)(self, other)
        if r is NotImplemented:
            return r
        if negate:
            r = not r
        if got_strict == strict:
            return r
        if strict:
            return r and self != other
        return r or self == other
    compare.__name__ = name
    return compare


def total_ordering(cls):
    """Class decorator that fills in the missing ordering methods from
    the one (or ones) the class defines."""
    defined = [n for n in _ROOT_PREFERENCE if getattr(cls, n, None) is not getattr(object, n, None)]
    if not defined:
        raise ValueError("must define at least one ordering operation: < > <= >=")
    root = defined[0]
    for name in _ORDERINGS:
        if name not in defined:
            setattr(cls, name, _derive(root, name))
    return cls


# --- cmp_to_key ---------------------------------------------------------------

def cmp_to_key(mycmp):
    """A key= function from a cmp= one: its objects order as mycmp says."""
    def by_cmp(test):
        return lambda self, other: test(mycmp(self.obj, other.obj))

    class KeyWrapper:
        __slots__ = ("obj",)
        __hash__ = None

        def __init__(self, obj):
            self.obj = obj

        __lt__ = by_cmp(lambda c: c < 0)
        __le__ = by_cmp(lambda c: c <= 0)
        __eq__ = by_cmp(lambda c: c == 0)
        __ge__ = by_cmp(lambda c: c >= 0)
        __gt__ = by_cmp(lambda c: c > 0)
    return KeyWrapper


# --- partial, partialmethod ---------------------------------------------------

def _call_text(head, args, keywords):
    shown = [head] + [repr(a) for a in args] + ["%s=%r" % kv for kv in keywords.items()]
    return ", ".join(shown)


_PARTIAL_FIELDS = {"func", "args", "keywords"}


class partial:
    """A callable with some of func's arguments given in advance."""


    def __new__(cls, func, /, *args, **keywords):
        if not callable(func):
            raise TypeError("the first argument must be callable")
        if isinstance(func, partial) and func.__dict__.keys() <= _PARTIAL_FIELDS:
            # a partial of a partial is one partial
            args = func.args + args
            keywords = dict(func.keywords, **keywords)
            func = func.func
        self = object.__new__(cls)
        self.func, self.args, self.keywords = func, args, keywords
        return self

    def __call__(self, /, *args, **keywords):
        return self.func(*self.args, *args, **dict(self.keywords, **keywords))

    def __repr__(self):
        cls = type(self)
        name = cls.__qualname__
        if cls.__module__ == "functools":
            name = "functools." + name
        return "%s(%s)" % (name, _call_text(repr(self.func), self.args, self.keywords))

    def __get__(self, obj, objtype=None):
        return self

    def __reduce__(self):
        state = (self.func, self.args, self.keywords or None, self.__dict__ or None)
        return type(self), (self.func,), state


class partialmethod:
    """A descriptor giving a method some of its arguments in advance."""

    def __init__(self, func, /, *args, **keywords):
        if isinstance(func, partialmethod):
            args = func.args + args
            keywords = dict(func.keywords, **keywords)
            func = func.func
        self.func, self.args, self.keywords = func, args, keywords

    def __repr__(self):
        return "functools.%s(%s)" % (type(self).__qualname__,
                                     _call_text(repr(self.func), self.args, self.keywords))

    def _unbound(self):
        def method(receiver, /, *args, **keywords):
            return self.func(receiver, *self.args, *args, **dict(self.keywords, **keywords))
        method.__partialmethod__ = self
        return method

    def __get__(self, obj, cls=None):
        binder = getattr(self.func, "__get__", None)
        if binder is not None and not isinstance(self.func, partial):
            bound = binder(obj, cls)
            if bound is not self.func:
                # a function, classmethod or staticmethod bound its own way
                return partial(bound, *self.args, **self.keywords)
        method = self._unbound()
        return method if obj is None else partial(method, obj)


# --- caches -------------------------------------------------------------------

_CacheInfo = _namedtuple("CacheInfo", ["hits", "misses", "maxsize", "currsize"])


def _cached(user_function, maxsize, typed):
    return update_wrapper(_lru_cache_wrapper(user_function, maxsize, typed, _CacheInfo), user_function)


def lru_cache(maxsize=128, typed=False):
    """Least-recently-used cache decorator (maxsize None: unbounded);
    @lru_cache without arguments works too."""
    if callable(maxsize) and isinstance(typed, bool):
        return _cached(maxsize, 128, typed)
    if isinstance(maxsize, int):
        maxsize = max(maxsize, 0)
    elif maxsize is not None:
        raise TypeError("Expected first argument to be an integer, a callable, or None")
    return lambda user_function: _cached(user_function, maxsize, typed)


def cache(user_function, /):
    """An unbounded cache of a function's results ('memoize')."""
    return _cached(user_function, None, False)


class cached_property:
    """A property computed once per instance and then kept in its
    __dict__."""

    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError("Cannot assign the same cached_property to two different names "
                            "(%r and %r)." % (self.attrname, name))

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        if self.attrname is None:
            raise TypeError("Cannot use cached_property instance without calling __set_name__ on it.")
        store = instance.__dict__
        if self.attrname in store:
            return store[self.attrname]
        value = self.func(instance)
        setattr(instance, self.attrname, value)
        return value


# --- singledispatch -----------------------------------------------------------

def _dispatch_types(spec):
    """The classes a register() argument stands for (a class, or a union
    of classes), or None when it is neither."""
    if isinstance(spec, type):
        return (spec,)
    members = getattr(spec, "__args__", None)
    if members is not None and all(isinstance(m, type) for m in members):
        return tuple(members)
    return None


def _resolve(cls, registry):
    """The implementation for cls: the first class of its MRO (object
    aside) that has one, else the most specific registered class cls is
    a virtual subclass of, else object's."""
    for klass in cls.__mro__[:-1]:
        if klass in registry:
            return registry[klass]
    best = object
    for klass in registry:
        if klass is not object and isinstance(klass, type) and issubclass(cls, klass):
            if best is object or issubclass(klass, best):
                best = klass
    return registry[best]


class _Dispatcher:
    """The registry and cache behind a singledispatch function."""

    def __init__(self, default):
        self.registry = {object: default}
        self.memo = {}

    def dispatch(self, cls):
        impl = self.memo.get(cls)
        if impl is None:
            impl = self.memo[cls] = _resolve(cls, self.registry)
        return impl

    def register(self, spec, func=None):
        classes = _dispatch_types(spec)
        if classes is not None:
            if func is None:
                return lambda f: self.register(spec, f)
        else:
            if func is not None:
                raise TypeError("Invalid first argument to `register()`. %r is not a class or union type." % (spec,))
            annotations = getattr(spec, "__annotations__", {})
            if not annotations:
                raise TypeError("Invalid first argument to `register()`: %r. Use either "
                                "`@register(some_class)` or plain `@register` on an annotated function." % (spec,))
            func = spec
            argname, hint = next(iter(annotations.items()))
            if isinstance(hint, str):
                hint = eval(hint, func.__globals__)
            classes = _dispatch_types(hint)
            if classes is None:
                raise TypeError("Invalid annotation for %r. %r is not a class." % (argname, hint))
        for klass in classes:
            self.registry[klass] = func
        self.memo.clear()
        return func


def singledispatch(func):
    """Turn func into a generic function dispatching on its first
    argument's class; implementations are added by .register."""
    table = _Dispatcher(func)
    funcname = getattr(func, "__name__", "singledispatch function")

    def wrapper(*args, **kw):
        if not args:
            raise TypeError("%s requires at least 1 positional argument" % funcname)
        return table.dispatch(args[0].__class__)(*args, **kw)

    wrapper.register = table.register
    wrapper.dispatch = table.dispatch
    wrapper.registry = table.registry
    wrapper._clear_cache = table.memo.clear
    update_wrapper(wrapper, func)
    return wrapper


class singledispatchmethod:
    """A method dispatching on the class of its first argument after
    self (or cls)."""

    def __init__(self, func):
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError("%r is not callable or a descriptor" % (func,))
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        def bound(*args, **kwargs):
            impl = self.dispatcher.dispatch(args[0].__class__)
            return impl.__get__(obj, cls)(*args, **kwargs)
        bound.__isabstractmethod__ = self.__isabstractmethod__
        bound.register = self.register
        update_wrapper(bound, self.func)
        return bound

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, "__isabstractmethod__", False)
