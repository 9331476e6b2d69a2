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
    resolved_bases = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, resolved_bases, kwds)
    if exec_body is not None:
        exec_body(ns)
    if resolved_bases is not bases:
        ns["__orig_bases__"] = bases
    return meta(name, resolved_bases, ns, **kwds)


def resolve_bases(bases):
    """Resolve MRO entries dynamically as specified by PEP 560."""
    new_bases = list(bases)
    updated = False
    shift = 0
    for i, base in enumerate(bases):
        if isinstance(base, type):
            continue
        if not hasattr(base, "__mro_entries__"):
            continue
        new_base = base.__mro_entries__(bases)
        updated = True
        if not isinstance(new_base, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        new_bases[i + shift:i + shift + 1] = new_base
        shift += len(new_base) - 1
    if not updated:
        return bases
    return tuple(new_bases)


def prepare_class(name, bases=(), kwds=None):
    """Call the __prepare__ method of the appropriate metaclass."""
    kwds = {} if kwds is None else dict(kwds)
    if "metaclass" in kwds:
        meta = kwds.pop("metaclass")
    else:
        meta = type(bases[0]) if bases else type
    if isinstance(meta, type):
        for base in bases:
            base_meta = type(base)
            if issubclass(meta, base_meta):
                continue
            if issubclass(base_meta, meta):
                meta = base_meta
                continue
            raise TypeError("metaclass conflict")
    if hasattr(meta, "__prepare__"):
        ns = meta.__prepare__(name, bases, **kwds)
    else:
        ns = {}
    return meta, ns, kwds


def coroutine(func):
    return func
