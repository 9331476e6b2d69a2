# collections for minipy: deque comes from _collections (Go); the dict
# subclasses, namedtuple, ChainMap and the User* wrappers are written
# here, with CPython 3.11's behaviour.

from _collections import deque, _count_elements
import sys as _sys
from . import abc as _abc

__all__ = ["ChainMap", "Counter", "OrderedDict", "UserDict", "UserList",
           "UserString", "defaultdict", "deque", "namedtuple"]


def _type_repr_name(obj):
    return type(obj).__name__


class defaultdict(dict):
    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError("first argument must be callable or None")
        dict.__init__(self, *args, **kwargs)
        self.default_factory = default_factory

    def __missing__(self, key):
        factory = self.default_factory
        if factory is None:
            raise KeyError(key)
        value = factory()
        self[key] = value
        return value

    def __repr__(self):
        return "%s(%r, %s)" % (_type_repr_name(self), self.default_factory, dict.__repr__(self))

    def copy(self):
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __reduce__(self):
        return (type(self), (self.default_factory,), None, None, iter(self.items()))

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


def _one_argument(fname, name, default, args, kwargs, before=0):
    # The optional argument of a method of CPython's C OrderedDict, with
    # its messages.
    given = before + len(args) + len(kwargs)
    if given > before + 1:
        raise TypeError("%s() takes at most %d argument%s (%d given)"
                        % (fname, before + 1, "" if before == 0 else "s", given))
    for key in kwargs:
        if key != name:
            raise TypeError("%s() got an unexpected keyword argument '%s'" % (fname, key))
        return kwargs[key]
    return args[0] if args else default


class OrderedDict(dict):
    def popitem(self, *args, **kwargs):
        last = _one_argument("popitem", "last", True, args, kwargs)
        if not self:
            raise KeyError("dictionary is empty")
        if last:
            key = next(reversed(self.keys()))
        else:
            key = next(iter(self.keys()))
        return key, dict.pop(self, key)

    def move_to_end(self, key, *args, **kwargs):
        last = _one_argument("move_to_end", "last", True, args, kwargs, 1)
        value = dict.pop(self, key)
        if last:
            dict.__setitem__(self, key, value)
            return
        rest = list(dict.items(self))
        dict.clear(self)
        dict.__setitem__(self, key, value)
        for k, v in rest:
            dict.__setitem__(self, k, v)

    def __repr__(self):
        if not self:
            return "%s()" % _type_repr_name(self)
        return "%s(%r)" % (_type_repr_name(self), list(self.items()))

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict.__eq__(self, other) and list(self) == list(other)
        return dict.__eq__(self, other)

    def __ne__(self, other):
        return not self == other

    __hash__ = None

    def __reversed__(self):
        return reversed(list(self.keys()))

    def copy(self):
        return type(self)(self)

    __copy__ = copy

    def __reduce__(self):
        return (type(self), (), None, None, iter(self.items()))

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d

    def setdefault(self, key, default=None):
        if key in self:
            return self[key]
        self[key] = default
        return default

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


class Counter(dict):
    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        items = sorted(self.items(), key=lambda kv: kv[1], reverse=True)
        if n is None:
            return items
        return items[:max(n, 0)]

    def elements(self):
        for elem, count in self.items():
            for _ in range(count):
                yield elem

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            "Counter.fromkeys() is undefined.  Use Counter(iterable) instead.")

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, dict) or hasattr(iterable, "keys") and hasattr(iterable, "__getitem__"):
                if self:
                    for elem in iterable.keys():
                        self[elem] = iterable[elem] + self.get(elem, 0)
                else:
                    dict.update(self, iterable)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, dict) or hasattr(iterable, "keys") and hasattr(iterable, "__getitem__"):
                for elem in iterable.keys():
                    self[elem] = self.get(elem, 0) - iterable[elem]
            else:
                for elem in iterable:
                    self[elem] = self.get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return type(self)(self)

    __copy__ = copy

    def __reduce__(self):
        return (type(self), (dict(self),))

    def __delitem__(self, elem):
        if elem in self:
            dict.__delitem__(self, elem)

    def __repr__(self):
        if not self:
            return "%s()" % _type_repr_name(self)
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return "%s(%r)" % (_type_repr_name(self), d)

    # Comparisons treat a missing element as a zero count.
    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    __hash__ = None

    # Arithmetic keeps the positive counts only: each operator is the
    # count of every element of either side (missing ones count 0).
    def _merged(self, other, combine):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem in [*self, *(e for e in other if e not in self)]:
            n = combine(self[elem], other[elem])
            if n > 0:
                result[elem] = n
        return result

    def __add__(self, other):
        return self._merged(other, lambda x, y: x + y)

    def __sub__(self, other):
        return self._merged(other, lambda x, y: x - y)

    def __or__(self, other):
        return self._merged(other, max)

    def __and__(self, other):
        return self._merged(other, min)

    def _kept(self, sign):
        result = Counter()
        for elem, count in self.items():
            if sign * count > 0:
                result[elem] = count if sign > 0 else 0 - count
        return result

    def __pos__(self):
        return self._kept(1)

    def __neg__(self):
        return self._kept(-1)

    def _in_place(self, other, combine):
        for elem in [*self, *(e for e in other if e not in self)]:
            n = combine(self[elem], other[elem] if elem in other else 0)
            if n > 0:
                self[elem] = n
            elif elem in self:
                del self[elem]
        return self

    def __iadd__(self, other):
        return self._in_place(other, lambda x, y: x + y)

    def __isub__(self, other):
        return self._in_place(other, lambda x, y: x - y)

    def __ior__(self, other):
        return self._in_place(other, max)

    def __iand__(self, other):
        return self._in_place(other, min)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    field_names = list(map(str, field_names))
    typename = _sys.intern(str(typename))
    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier() or _iskeyword(name)
                    or name.startswith("_") or name in seen):
                field_names[index] = "_%d" % index
            seen.add(name)
    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError("Type names and field names must be strings")
        if not name.isidentifier():
            raise ValueError("Type names and field names must be valid identifiers: %r" % name)
        if _iskeyword(name):
            raise ValueError("Type names and field names cannot be a keyword: %r" % name)
    seen = set()
    for name in field_names:
        if name.startswith("_") and not rename:
            raise ValueError("Field names cannot start with an underscore: %r" % name)
        if name in seen:
            raise ValueError("Encountered duplicate field name: %r" % name)
        seen.add(name)
    fields = tuple(field_names)
    nfields = len(fields)
    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > nfields:
            raise TypeError("Got more default values than field names")
        field_defaults = dict(zip(fields[nfields - len(defaults):], defaults))

    def __new__(cls, *args, **kwargs):
        values = list(args)
        if len(values) > nfields:
            raise TypeError("%s.__new__() takes %d positional argument%s but %d were given"
                            % (typename, nfields + 1, "" if nfields == 0 else "s", len(values) + 1))
        missing = []
        for name in fields[len(values):]:
            if name in kwargs:
                values.append(kwargs.pop(name))
            elif name in field_defaults:
                values.append(field_defaults[name])
            else:
                missing.append(name)
                values.append(None)
        if kwargs:
            name = next(iter(kwargs))
            if name in fields:
                raise TypeError("%s.__new__() got multiple values for argument '%s'" % (typename, name))
            raise TypeError("%s.__new__() got an unexpected keyword argument '%s'" % (typename, name))
        if missing:
            quoted = ["'%s'" % m for m in missing]
            if len(quoted) == 1:
                listing = quoted[0]
            elif len(quoted) == 2:
                listing = quoted[0] + " and " + quoted[1]
            else:
                listing = ", ".join(quoted[:-1]) + ", and " + quoted[-1]
            raise TypeError("%s.__new__() missing %d required positional argument%s: %s"
                            % (typename, len(missing), "" if len(missing) == 1 else "s", listing))
        return tuple.__new__(cls, values)

    @classmethod
    def _make(cls, iterable):
        result = tuple.__new__(cls, iterable)
        if len(result) != nfields:
            raise TypeError("Expected %d arguments, got %d" % (nfields, len(result)))
        return result

    def _replace(self, /, **kwds):
        result = self._make([kwds.pop(name) if name in kwds else value
                             for name, value in zip(fields, self)])
        if kwds:
            raise ValueError("Got unexpected field names: %r" % list(kwds))
        return result

    def __repr__(self):
        return self.__class__.__name__ + "(" + ", ".join(
            "%s=%r" % (name, value) for name, value in zip(fields, self)) + ")"

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    namespace = {
        "__doc__": "%s(%s)" % (typename, ", ".join(fields)),
        "__slots__": (),
        "_fields": fields,
        "_field_defaults": field_defaults,
        "__new__": __new__,
        "_make": _make,
        "_replace": _replace,
        "__repr__": __repr__,
        "_asdict": _asdict,
        "__getnewargs__": __getnewargs__,
        "__match_args__": fields,
    }
    for index, name in enumerate(fields):
        namespace[name] = _tuplegetter(index, "Alias for field number %d" % index)
    result = type(typename, (tuple,), namespace)
    if module is None:
        try:
            module = _sys._getframe(1).f_globals.get("__name__", "__main__")
        except (AttributeError, ValueError):
            module = "__main__"
    result.__module__ = module
    return result


class _tuplegetter:
    __slots__ = ("index", "__doc__")

    def __init__(self, index, doc):
        self.index = index
        self.__doc__ = doc

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return obj[self.index]

    def __set__(self, obj, value):
        raise AttributeError("can't set attribute")


_keywords = frozenset([
    "False", "None", "True", "and", "as", "assert", "async", "await", "break",
    "class", "continue", "def", "del", "elif", "else", "except", "finally",
    "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield"])


def _iskeyword(name):
    return name in _keywords


class ChainMap(_abc.MutableMapping):
    """A view of several mappings as one: lookups search them in order,
    writes go to the first."""

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            try:
                return mapping[key]  # a mapping's own __missing__ counts
            except KeyError:
                continue
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        # each key once, in the order of the last mapping first
        return iter(dict.fromkeys(k for mapping in reversed(self.maps) for k in mapping))

    def __contains__(self, key):
        return any(key in mapping for mapping in self.maps)

    def __bool__(self):
        return any(self.maps)

    def __repr__(self):
        return "%s(%s)" % (_type_repr_name(self), ", ".join(repr(m) for m in self.maps))

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        first, *rest = self.maps
        return type(self)(first.copy(), *rest)

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        child = kwargs if m is None else m
        if m is not None and kwargs:
            child.update(kwargs)
        return type(self)(child, *self.maps)

    @property
    def parents(self):
        return type(self)(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def _first_only(self, action, message):
        try:
            return action(self.maps[0])
        except KeyError:
            raise KeyError(message) from None

    def __delitem__(self, key):
        self._first_only(lambda m: m.__delitem__(key), "Key not found in the first mapping: %r" % (key,))

    def popitem(self):
        return self._first_only(lambda m: m.popitem(), "No keys found in the first mapping.")

    def pop(self, key, *args):
        return self._first_only(lambda m: m.pop(key, *args), "Key not found in the first mapping: %r" % (key,))

    def clear(self):
        self.maps[0].clear()

    def __or__(self, other):
        if not isinstance(other, _abc.Mapping):
            return NotImplemented
        merged = self.copy()
        merged.maps[0].update(other)
        return merged

    def __ror__(self, other):
        if not isinstance(other, _abc.Mapping):
            return NotImplemented
        flat = dict(other)
        for mapping in reversed(self.maps):
            flat.update(mapping)
        return type(self)(flat)

    def __ior__(self, other):
        self.maps[0].update(other)
        return self


class UserDict(_abc.MutableMapping):
    """A dict kept in .data: a base for dict-like classes (the
    MutableMapping mixins supply keys, items, get, pop, update...)."""

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        try:
            return self.data[key]
        except KeyError:
            missing = getattr(type(self), "__missing__", None)
            if missing is None:
                raise KeyError(key) from None
        return missing(self, key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return repr(self.data)

    def __or__(self, other):
        if isinstance(other, (UserDict, dict)):
            return type(self)(self.data | (other.data if isinstance(other, UserDict) else other))
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, (UserDict, dict)):
            return type(self)((other.data if isinstance(other, UserDict) else other) | self.data)
        return NotImplemented

    def __ior__(self, other):
        self.data |= other.data if isinstance(other, UserDict) else other
        return self

    def __copy__(self):
        twin = type(self).__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.data = self.data.copy()
        return twin

    def copy(self):
        if type(self) is UserDict:
            return UserDict(self.data.copy())
        return self.__copy__()

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for key in iterable:
            made[key] = value
        return made


class UserList:
    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            self.data[:] = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def _unwrap(self, other):
        return other.data if isinstance(other, UserList) else other

    def __lt__(self, other):
        return self.data < self._unwrap(other)

    def __le__(self, other):
        return self.data <= self._unwrap(other)

    def __eq__(self, other):
        return self.data == self._unwrap(other)

    def __gt__(self, other):
        return self.data > self._unwrap(other)

    def __ge__(self, other):
        return self.data >= self._unwrap(other)

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.__class__(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __iter__(self):
        return iter(self.data)

    def __add__(self, other):
        return self.__class__(self.data + list(self._unwrap(other)))

    def __radd__(self, other):
        return self.__class__(list(self._unwrap(other)) + self.data)

    def __iadd__(self, other):
        self.data += list(self._unwrap(other))
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        self.data.extend(self._unwrap(other))


class UserString:
    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __hash__(self):
        return hash(self.data)

    def _unwrap(self, other):
        return other.data if isinstance(other, UserString) else other

    def __eq__(self, other):
        return self.data == self._unwrap(other)

    def __lt__(self, other):
        return self.data < self._unwrap(other)

    def __le__(self, other):
        return self.data <= self._unwrap(other)

    def __gt__(self, other):
        return self.data > self._unwrap(other)

    def __ge__(self, other):
        return self.data >= self._unwrap(other)

    def __contains__(self, char):
        return self._unwrap(char) in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __iter__(self):
        return iter(self.data)

    def __add__(self, other):
        if isinstance(other, UserString):
            return self.__class__(self.data + other.data)
        if isinstance(other, str):
            return self.__class__(self.data + other)
        return self.__class__(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return self.__class__(other + self.data)
        return self.__class__(str(other) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)

    def __getattr__(self, name):
        attr = getattr(self.data, name)
        if not callable(attr):
            return attr

        def method(*args, **kwargs):
            result = attr(*args, **kwargs)
            if isinstance(result, str):
                return self.__class__(result)
            return result
        return method
