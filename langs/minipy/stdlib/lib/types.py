"""Names for the built-in types that builtins does not name."""

import sys as _sys


def _f():
    pass


FunctionType = type(_f)
LambdaType = type(lambda: None)
CodeType = type(_f.__code__)
MappingProxyType = type(type.__dict__)
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
