"""Shallow and deep copy operations: copy(x) and deepcopy(x[, memo]).

A class may define __copy__ and __deepcopy__(memo); otherwise its
instances are copied through __reduce_ex__(4), as pickle reduces them.
"""

import types as _types

__all__ = ["Error", "copy", "deepcopy"]


class Error(Exception):
    pass


error = Error

_atomic = (type(None), int, float, bool, complex, str, bytes, type, range,
           type(Ellipsis), type(NotImplemented), _types.FunctionType,
           _types.BuiltinFunctionType, property, _types.CodeType)


def copy(x):
    """Shallow copy operation on arbitrary Python objects."""
    cls = type(x)
    if cls in _atomic or cls is frozenset or cls is tuple:
        return x
    if cls is list:
        return x[:]
    if cls is dict or cls is set or cls is bytearray:
        return x.copy()
    if issubclass(cls, type):
        return x
    copier = getattr(cls, "__copy__", None)
    if copier is not None:
        return copier(x)
    reductor = getattr(x, "__reduce_ex__", None)
    if reductor is None:
        raise Error("un(shallow)copyable object of type %s" % cls)
    rv = reductor(4)
    if isinstance(rv, str):
        return x
    return _reconstruct(x, None, *rv)


def deepcopy(x, memo=None, _nil=[]):
    """Deep copy operation on arbitrary Python objects."""
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if cls in _atomic:
        y = x
    elif cls is list:
        y = []
        memo[d] = y
        append = y.append
        for a in x:
            append(deepcopy(a, memo))
    elif cls is tuple:
        items = [deepcopy(a, memo) for a in x]
        # a tuple may hold itself through a list: the memo has it now
        if d in memo:
            return memo[d]
        y = x
        for k, j in zip(x, items):
            if k is not j:
                y = tuple(items)
                break
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is set or cls is frozenset:
        y = cls(deepcopy(a, memo) for a in x)
    elif cls is _types.MethodType:
        y = type(x)(x.__func__, deepcopy(x.__self__, memo))
    elif issubclass(cls, type):
        y = x
    else:
        copier = getattr(x, "__deepcopy__", None)
        if copier is not None:
            y = copier(memo)
        else:
            reductor = getattr(x, "__reduce_ex__", None)
            if reductor is None:
                raise Error("un(deep)copyable object of type %s" % cls)
            rv = reductor(4)
            if isinstance(rv, str):
                y = x
            else:
                y = _reconstruct(x, memo, *rv)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _keep_alive(x, memo):
    # the originals must outlive the memo, or their ids could be reused
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _reconstruct(x, memo, func, args, state=None, listiter=None, dictiter=None, *, deepcopy=deepcopy):
    deep = memo is not None
    if deep and args:
        args = tuple(deepcopy(arg, memo) for arg in args)
    y = func(*args)
    if deep:
        memo[id(x)] = y
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        if hasattr(y, "__setstate__"):
            y.__setstate__(state)
        else:
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            else:
                slotstate = None
            if state is not None:
                if hasattr(y, "__dict__"):
                    y.__dict__.update(state)
                else:
                    for key, value in state.items():
                        setattr(y, key, value)
            if slotstate is not None:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    if listiter is not None:
        if deep:
            for item in listiter:
                y.append(deepcopy(item, memo))
        else:
            for item in listiter:
                y.append(item)
    if dictiter is not None:
        if deep:
            for key, value in dictiter:
                y[deepcopy(key, memo)] = deepcopy(value, memo)
        else:
            for key, value in dictiter:
                y[key] = value
    return y
