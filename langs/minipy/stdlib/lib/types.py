"""Names for the built-in types that builtins does not name."""

import sys as _sys


def _f():
    pass


FunctionType = type(_f)
LambdaType = type(lambda: None)
CodeType = type(_f.__code__)
SimpleNamespace = type(_sys.implementation)


def _g():
    yield 1


GeneratorType = type(_g())


class _C:
    def _m(self):
        pass


MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
ModuleType = type(_sys)
GenericAlias = type(list[int])
UnionType = type(int | str)
NoneType = type(None)
EllipsisType = type(Ellipsis)
NotImplementedType = type(NotImplemented)
del _sys, _f, _g, _C


class MappingProxyType:
    """A read-only view of a mapping."""

    __slots__ = ("_mapping",)

    def __new__(cls, mapping):
        if not hasattr(mapping, "keys") or not hasattr(mapping, "__getitem__") \
                or isinstance(mapping, (list, tuple)):
            raise TypeError("mappingproxy() argument must be a mapping, not "
                            + type(mapping).__name__)
        self = object.__new__(cls)
        object.__setattr__(self, "_mapping", mapping)
        return self

    def __getitem__(self, key):
        return self._mapping[key]

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        return iter(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def __reversed__(self):
        return reversed(self._mapping)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()

    def __eq__(self, other):
        return self._mapping == other

    def __or__(self, other):
        return self._mapping | other

    def __ror__(self, other):
        return other | self._mapping

    def __setattr__(self, name, value):
        raise AttributeError(f"'mappingproxy' object has no attribute '{name}'")

    def __repr__(self):
        return f"mappingproxy({self._mapping!r})"

    __hash__ = None


MappingProxyType.__name__ = MappingProxyType.__qualname__ = "mappingproxy"
MappingProxyType.__module__ = "builtins"


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class object dynamically using the appropriate metaclass."""
    real_bases = resolve_bases(bases)
    meta, namespace, kwds = prepare_class(name, real_bases, kwds)
    if exec_body is not None:
        exec_body(namespace)
    if real_bases is not bases:
        namespace["__orig_bases__"] = bases
    return meta(name, real_bases, namespace, **kwds)


def _entries(base, bases):
    # what one base stands for in the MRO (PEP 560)
    if isinstance(base, type) or not hasattr(base, "__mro_entries__"):
        return None
    entries = base.__mro_entries__(bases)
    if not isinstance(entries, tuple):
        raise TypeError("__mro_entries__ must return a tuple")
    return entries


def resolve_bases(bases):
    """Resolve MRO entries dynamically as specified by PEP 560."""
    resolved, changed = [], False
    for base in bases:
        entries = _entries(base, bases)
        if entries is None:
            resolved.append(base)
        else:
            resolved.extend(entries)
            changed = True
    return tuple(resolved) if changed else bases


def _most_derived_meta(meta, bases):
    # the metaclass every base's metaclass is a superclass of
    for base in bases:
        other = type(base)
        if issubclass(other, meta):
            meta = other
        elif not issubclass(meta, other):
            raise TypeError("metaclass conflict: the metaclass of a derived class must be a "
                            "(non-strict) subclass of the metaclasses of all its bases")
    return meta


def prepare_class(name, bases=(), kwds=None):
    """Call the __prepare__ method of the appropriate metaclass."""
    kwds = dict(kwds or {})
    meta = kwds.pop("metaclass", type(bases[0]) if bases else type)
    if isinstance(meta, type):
        meta = _most_derived_meta(meta, bases)
    prepare = getattr(meta, "__prepare__", None)
    namespace = prepare(name, bases, **kwds) if prepare is not None else {}
    return meta, namespace, kwds


def coroutine(func):
    return func
