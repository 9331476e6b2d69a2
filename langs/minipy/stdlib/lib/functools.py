# functools for minipy.

_initial_missing = object()


def reduce(function, sequence, initial=_initial_missing):
    it = iter(sequence)
    if initial is _initial_missing:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError("reduce() of empty iterable with no initial value") from None
    else:
        value = initial
    for element in it:
        value = function(value, element)
    return value


class partial:
    def __init__(self, func, *args, **keywords):
        self.func = func
        self.args = args
        self.keywords = keywords

    def __call__(self, *args, **keywords):
        kw = dict(self.keywords)
        kw.update(keywords)
        return self.func(*self.args, *args, **kw)


def wraps(wrapped):
    def decorator(wrapper):
        try:
            wrapper.__name__ = wrapped.__name__
            wrapper.__qualname__ = wrapped.__qualname__
            wrapper.__doc__ = wrapped.__doc__
            wrapper.__wrapped__ = wrapped
        except AttributeError:
            pass
        return wrapper
    return decorator


def lru_cache(maxsize=128, typed=False):
    def decorating(user_function):
        cache = {}

        def wrapper(*args, **kwds):
            key = args
            if kwds:
                key = args + (_kwd_mark,) + tuple(sorted(kwds.items()))
            try:
                return cache[key]
            except KeyError:
                pass
            result = user_function(*args, **kwds)
            cache[key] = result
            return result
        wrapper.cache_clear = cache.clear
        wrapper.__wrapped__ = user_function
        return wrapper
    if callable(maxsize) and not isinstance(maxsize, int):
        return decorating(maxsize)
    return decorating


_kwd_mark = object()


def cache(user_function):
    return lru_cache(None)(user_function)


def cmp_to_key(mycmp):
    class K:
        __slots__ = ("obj",)

        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0

        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0

        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0

        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0

        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0
        __hash__ = None
    return K


def total_ordering(cls):
    if "__lt__" in cls.__dict__:
        if "__gt__" not in cls.__dict__:
            cls.__gt__ = lambda self, other: other < self
        if "__le__" not in cls.__dict__:
            cls.__le__ = lambda self, other: not (other < self)
        if "__ge__" not in cls.__dict__:
            cls.__ge__ = lambda self, other: not (self < other)
    elif "__gt__" in cls.__dict__:
        if "__lt__" not in cls.__dict__:
            cls.__lt__ = lambda self, other: other > self
        if "__ge__" not in cls.__dict__:
            cls.__ge__ = lambda self, other: not (other > self)
        if "__le__" not in cls.__dict__:
            cls.__le__ = lambda self, other: not (self > other)
    return cls
