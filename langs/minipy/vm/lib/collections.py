# collections for minipy: deque and namedtuple in Python; defaultdict,
# OrderedDict and Counter on the built-in dict.

from _collections import defaultdict, OrderedDict, Counter


class deque:
    def __init__(self, iterable=(), maxlen=None):
        self._front = []
        self._back = []
        self.maxlen = maxlen
        for x in iterable:
            self.append(x)

    def _items(self):
        return self._front[::-1] + self._back

    def append(self, x):
        self._back.append(x)
        if self.maxlen is not None and len(self) > self.maxlen:
            self.popleft()

    def appendleft(self, x):
        self._front.append(x)
        if self.maxlen is not None and len(self) > self.maxlen:
            self.pop()

    def pop(self):
        if self._back:
            return self._back.pop()
        if self._front:
            return self._front.pop(0)
        raise IndexError("pop from an empty deque")

    def popleft(self):
        if self._front:
            return self._front.pop()
        if self._back:
            # move half of the back to the front: amortized O(1)
            half = (len(self._back) + 1) // 2
            self._front = self._back[:half][::-1]
            self._back = self._back[half:]
            return self._front.pop()
        raise IndexError("pop from an empty deque")

    def extend(self, iterable):
        for x in iterable:
            self.append(x)

    def extendleft(self, iterable):
        for x in iterable:
            self.appendleft(x)

    def clear(self):
        self._front = []
        self._back = []

    def rotate(self, n=1):
        items = self._items()
        if items:
            n = n % len(items)
            items = items[-n:] + items[:-n]
        self._front = []
        self._back = items

    def count(self, x):
        return self._items().count(x)

    def index(self, x):
        return self._items().index(x)

    def remove(self, x):
        items = self._items()
        items.remove(x)
        self._front = []
        self._back = items

    def reverse(self):
        items = self._items()
        items.reverse()
        self._front = []
        self._back = items

    def copy(self):
        return deque(self._items(), self.maxlen)

    def __len__(self):
        return len(self._front) + len(self._back)

    def __bool__(self):
        return len(self) > 0

    def __iter__(self):
        return iter(self._items())

    def __reversed__(self):
        return iter(self._items()[::-1])

    def __getitem__(self, i):
        nf = len(self._front)
        if i < 0:
            i += len(self)
        if i < 0 or i >= len(self):
            raise IndexError("deque index out of range")
        if i < nf:
            return self._front[nf - 1 - i]
        return self._back[i - nf]

    def __setitem__(self, i, v):
        nf = len(self._front)
        if i < 0:
            i += len(self)
        if i < 0 or i >= len(self):
            raise IndexError("deque index out of range")
        if i < nf:
            self._front[nf - 1 - i] = v
        else:
            self._back[i - nf] = v

    def __contains__(self, x):
        return x in self._front or x in self._back

    def __eq__(self, other):
        return isinstance(other, deque) and self._items() == other._items()

    def __repr__(self):
        if self.maxlen is None:
            return "deque(" + repr(self._items()) + ")"
        return "deque(" + repr(self._items()) + ", maxlen=" + str(self.maxlen) + ")"


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    fields = tuple(field_names)
    ndefaults = 0 if defaults is None else len(defaults)
    defaults = () if defaults is None else tuple(defaults)

    class NT(tuple):
        _fields = fields
        _field_defaults = dict(zip(fields[len(fields) - ndefaults:], defaults))
        __slots__ = fields + ("_values",)

        def __init__(self, *args, **kwargs):
            values = list(args)
            if len(values) > len(fields):
                raise TypeError(typename + "() takes " + str(len(fields)) + " positional arguments but " + str(len(values)) + " were given")
            for name in fields[len(values):]:
                if name in kwargs:
                    values.append(kwargs.pop(name))
                elif name in NT._field_defaults:
                    values.append(NT._field_defaults[name])
                else:
                    raise TypeError(typename + "() missing 1 required positional argument: '" + name + "'")
            if kwargs:
                raise TypeError(typename + "() got an unexpected keyword argument '" + list(kwargs)[0] + "'")
            self._values = tuple(values)
            for name, v in zip(fields, values):
                object.__setattr__(self, name, v)

        def __iter__(self):
            return iter(self._values)

        def __len__(self):
            return len(self._values)

        def __getitem__(self, i):
            return self._values[i]

        def __eq__(self, other):
            if hasattr(other, "_values"):
                return self._values == other._values
            return self._values == other

        def __ne__(self, other):
            return not self == other

        def __lt__(self, other):
            return self._values < tuple(other)

        def __le__(self, other):
            return self._values <= tuple(other)

        def __gt__(self, other):
            return self._values > tuple(other)

        def __ge__(self, other):
            return self._values >= tuple(other)

        def __hash__(self):
            return hash(self._values)

        def __add__(self, other):
            return self._values + tuple(other)

        def __repr__(self):
            return typename + "(" + ", ".join(n + "=" + repr(v) for n, v in zip(fields, self._values)) + ")"

        def _asdict(self):
            return dict(zip(fields, self._values))

        def _replace(self, **kwargs):
            return NT(*[kwargs.get(n, v) for n, v in zip(fields, self._values)])

        def count(self, x):
            return self._values.count(x)

        def index(self, x):
            return self._values.index(x)

        @classmethod
        def _make(cls, iterable):
            return cls(*iterable)

    NT.__name__ = typename
    NT.__qualname__ = typename
    return NT
