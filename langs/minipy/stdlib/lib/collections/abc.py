"""Abstract base classes for containers (collections.abc).

A class is a virtual subclass of one of these when it has the methods
the ABC stands for, or when registered; the built-in types are
registered as in CPython.

How this module is built: the ABCs that recognise classes by their
methods are marked with @_recognises(names), which records the names
in _PROTOCOL and gives the class the one __subclasshook__ that looks
them up (only for the marked class itself: its subclasses decide by
inheritance and registration, as in CPython). The mixin methods are
written against the abstract ones.
"""

from abc import ABCMeta, abstractmethod
import sys

__all__ = ["Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator", "AsyncGenerator",
           "Hashable", "Iterable", "Iterator", "Generator", "Reversible",
           "Sized", "Container", "Callable", "Collection", "Set", "MutableSet",
           "Mapping", "MutableMapping", "MappingView", "KeysView", "ItemsView",
           "ValuesView", "Sequence", "MutableSequence", "ByteString"]

# ABC -> the method names a class must have to count as one
_PROTOCOL = {}


def _offers(klass, name):
    """Whether klass has the method name: the first class of its MRO
    that defines it decides, and a None there means "not offered"."""
    for owner in klass.__mro__:
        found = owner.__dict__.get(name, _ABSENT)
        if found is not _ABSENT:
            return found is not None
    return False


_ABSENT = object()


def _structural_hook(cls, klass):
    names = _PROTOCOL.get(cls)
    if names is not None and all(_offers(klass, n) for n in names):
        return True
    return NotImplemented


def _recognises(*names):
    def mark(cls):
        _PROTOCOL[cls] = names
        cls.__subclasshook__ = classmethod(_structural_hook)
        return cls
    return mark


def _generic(cls, item):
    import types
    return types.GenericAlias(cls, item)


_subscriptable = classmethod(_generic)


def _raise_into(typ, val, tb):
    # the default body of throw(): raise what was thrown in
    if val is None:
        if tb is None:
            raise typ
        val = typ()
    if tb is not None:
        val = val.with_traceback(tb)
    raise val


def _close_by_throwing(obj, what):
    try:
        obj.throw(GeneratorExit)
    except (GeneratorExit, StopIteration):
        return
    raise RuntimeError(what + " ignored GeneratorExit")


# --- one-method ABCs -------------------------------------------------------------

@_recognises("__hash__")
class Hashable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __hash__(self):
        return 0


@_recognises("__await__")
class Awaitable(metaclass=ABCMeta):
    __slots__ = ()
    __class_getitem__ = _subscriptable

    @abstractmethod
    def __await__(self):
        yield


@_recognises("__aiter__")
class AsyncIterable(metaclass=ABCMeta):
    __slots__ = ()
    __class_getitem__ = _subscriptable

    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()


@_recognises("__iter__")
class Iterable(metaclass=ABCMeta):
    __slots__ = ()
    __class_getitem__ = _subscriptable

    @abstractmethod
    def __iter__(self):
        return  # an empty generator
        yield


@_recognises("__len__")
class Sized(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __len__(self):
        return 0


@_recognises("__contains__")
class Container(metaclass=ABCMeta):
    __slots__ = ()
    __class_getitem__ = _subscriptable

    @abstractmethod
    def __contains__(self, x):
        return False


@_recognises("__call__")
class Callable(metaclass=ABCMeta):
    __slots__ = ()
    __class_getitem__ = _subscriptable

    @abstractmethod
    def __call__(self, *args, **kwds):
        return False


# --- iteration, coroutines --------------------------------------------------------

@_recognises("__iter__", "__next__")
class Iterator(Iterable):
    __slots__ = ()

    @abstractmethod
    def __next__(self):
        raise StopIteration

    def __iter__(self):
        return self


@_recognises("__reversed__", "__iter__")
class Reversible(Iterable):
    __slots__ = ()

    @abstractmethod
    def __reversed__(self):
        return  # an empty generator
        yield


@_recognises("__iter__", "__next__", "send", "throw", "close")
class Generator(Iterator):
    __slots__ = ()

    def __next__(self):
        return self.send(None)

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        _raise_into(typ, val, tb)

    def close(self):
        _close_by_throwing(self, "generator")


@_recognises("__await__", "send", "throw", "close")
class Coroutine(Awaitable):
    __slots__ = ()

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        _raise_into(typ, val, tb)

    def close(self):
        _close_by_throwing(self, "coroutine")


@_recognises("__anext__", "__aiter__")
class AsyncIterator(AsyncIterable):
    __slots__ = ()

    @abstractmethod
    def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self


@_recognises("__aiter__", "__anext__", "asend", "athrow", "aclose")
class AsyncGenerator(AsyncIterator):
    __slots__ = ()


@_recognises("__len__", "__iter__", "__contains__")
class Collection(Sized, Iterable, Container):
    __slots__ = ()


# --- sets -------------------------------------------------------------------

def _as_set(self, other):
    """other as a Set for a binary operator (None when the operator does
    not apply)."""
    if isinstance(other, Set):
        return other
    if isinstance(other, Iterable):
        return self._from_iterable(other)
    return None


def _all_in(items, container):
    return all(x in container for x in items)


_HASH_MASK = 2 * sys.maxsize + 1


def _signed(h):
    h &= _HASH_MASK
    return h - _HASH_MASK - 1 if h > sys.maxsize else h


class Set(Collection):
    """A finite, iterable container with the set operations, from
    __contains__, __iter__ and __len__."""
    __slots__ = ()

    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) <= len(other) and _all_in(self, other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) >= len(other) and _all_in(other, self)

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and _all_in(self, other)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and _all_in(other, self)

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and _all_in(self, other)

    @classmethod
    def _from_iterable(cls, it):
        """The set of it's items: what the operators build (a subclass
        whose constructor takes something else overrides this)."""
        return cls(it)

    def isdisjoint(self, other):
        return not any(x in self for x in other)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(x for x in other if x in self)

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable([*self, *other])

    def __sub__(self, other):
        other = _as_set(self, other)
        if other is None:
            return NotImplemented
        return self._from_iterable(x for x in self if x not in other)

    def __rsub__(self, other):
        other = _as_set(self, other)
        if other is None:
            return NotImplemented
        return self._from_iterable(x for x in other if x not in self)

    def __xor__(self, other):
        other = _as_set(self, other)
        if other is None:
            return NotImplemented
        return (self - other) | (other - self)

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__

    def _hash(self):
        """A hash of the set's members that does not depend on their
        order (frozenset's algorithm, so equal sets of either kind hash
        alike)."""
        mixed = 0
        for x in self:
            hx = hash(x)
            mixed ^= ((hx ^ (hx << 16) ^ 89869747) * 3644798167) & _HASH_MASK
        h = (mixed ^ (1927868237 * (len(self) + 1))) & _HASH_MASK
        h ^= (h >> 11) ^ (h >> 25)
        h = _signed(h * 69069 + 907133923)
        return 590923713 if h == -1 else h


class MutableSet(Set):
    __slots__ = ()

    @abstractmethod
    def add(self, value):
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        raise NotImplementedError

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        for value in self:
            self.discard(value)
            return value
        raise KeyError

    def clear(self):
        while True:
            try:
                self.pop()
            except KeyError:
                return

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in self - it:
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
            return self
        for value in _as_set(self, it):
            (self.discard if value in self else self.add)(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
            return self
        for value in it:
            self.discard(value)
        return self


# --- mappings ---------------------------------------------------------------

class Mapping(Collection):
    """A read-only mapping, from __getitem__, __iter__ and __len__."""
    __slots__ = ()

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
            return True
        except KeyError:
            return False

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __reversed__ = None


class MappingView(Sized):
    __slots__ = ("_mapping",)
    __class_getitem__ = _subscriptable

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return "%s(%r)" % (type(self).__name__, self._mapping)


def _same(a, b):
    return a is b or a == b


class KeysView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        return iter(self._mapping)


class ItemsView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            return _same(self._mapping[key], value)
        except KeyError:
            return False

    def __iter__(self):
        m = self._mapping
        return ((k, m[k]) for k in m)


class ValuesView(MappingView, Collection):
    __slots__ = ()

    def __contains__(self, value):
        return any(_same(v, value) for v in self)

    def __iter__(self):
        m = self._mapping
        return (m[k] for k in m)


_NO_DEFAULT = object()


class MutableMapping(Mapping):
    """A mapping with __setitem__ and __delitem__ too."""
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    def pop(self, key, default=_NO_DEFAULT):
        try:
            value = self[key]
        except KeyError:
            if default is _NO_DEFAULT:
                raise
            return default
        del self[key]
        return value

    def popitem(self):
        for key in self:
            value = self[key]
            del self[key]
            return key, value
        raise KeyError

    def clear(self):
        while True:
            try:
                self.popitem()
            except KeyError:
                return

    def update(self, other=(), /, **kwds):
        if isinstance(other, Mapping):
            keys = iter(other)
        elif hasattr(other, "keys"):
            keys = other.keys()
        else:
            keys = None
        if keys is None:
            for key, value in other:
                self[key] = value
        else:
            for key in keys:
                self[key] = other[key]
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
            return default


# --- sequences --------------------------------------------------------------

class Sequence(Reversible, Collection):
    """A read-only sequence, from __getitem__ and __len__."""
    __slots__ = ()

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        position = 0
        while True:
            try:
                item = self[position]
            except IndexError:
                return
            yield item
            position += 1

    def __contains__(self, value):
        return any(_same(v, value) for v in self)

    def __reversed__(self):
        for position in range(len(self) - 1, -1, -1):
            yield self[position]

    def index(self, value, start=0, stop=None):
        if start is not None and start < 0:
            start = max(0, start + len(self))
        if stop is not None and stop < 0:
            stop += len(self)
        position = start
        while stop is None or position < stop:
            try:
                item = self[position]
            except IndexError:
                break
            if _same(item, value):
                return position
            position += 1
        raise ValueError

    def count(self, value):
        return sum(_same(v, value) for v in self)


class ByteString(Sequence):
    __slots__ = ()


class MutableSequence(Sequence):
    """A sequence with __setitem__, __delitem__ and insert too."""
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        while True:
            try:
                self.pop()
            except IndexError:
                return

    def reverse(self):
        last = len(self) - 1
        for i in range(len(self) // 2):
            self[i], self[last - i] = self[last - i], self[i]

    def extend(self, values):
        for v in (list(values) if values is self else values):
            self.append(v)

    def pop(self, index=-1):
        value = self[index]
        del self[index]
        return value

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


# --- the built-in types' places ------------------------------------------------------

for _abc in list(globals().values()):
    if isinstance(_abc, ABCMeta):
        _abc.__module__ = "collections.abc"
del _abc


def _register_builtins():
    from _collections import deque
    places = {
        Sequence: (tuple, str, range, memoryview),
        MutableSequence: (list, bytearray, deque),
        Set: (frozenset,),
        MutableSet: (set,),
        MutableMapping: (dict,),
        KeysView: (type({}.keys()),),
        ItemsView: (type({}.items()),),
        ValuesView: (type({}.values()),),
        Generator: (type((lambda: (yield))()),),
        ByteString: (bytes, bytearray),
    }
    for abc, builtins in places.items():
        for t in builtins:
            abc.register(t)


_register_builtins()
del _register_builtins
