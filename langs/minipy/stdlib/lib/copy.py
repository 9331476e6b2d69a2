"""Shallow and deep copy operations: copy(x) and deepcopy(x[, memo]).

A class may define __copy__ and __deepcopy__(memo); otherwise its
instances are copied through __reduce_ex__(4), as pickle reduces them.

One _Copier does both kinds: a shallow one copies the outer object and
keeps its parts, a deep one copies the parts through itself (its memo
maps the id of each original to its copy, so shared and cyclic parts
stay shared and cyclic). Rebuilding from a reduction is one routine for
both, parameterised by what happens to each part.
"""

import types as _types

__all__ = ["Error", "copy", "deepcopy"]


class Error(Exception):
    pass


error = Error

# the types whose values are their own copies, shallow or deep
_IMMUTABLE = frozenset([type(None), int, float, bool, complex, str, bytes, type, range,
                        type(Ellipsis), type(NotImplemented), _types.FunctionType,
                        _types.BuiltinFunctionType, property, _types.CodeType])

_NOT_IN_MEMO = object()


class _Copier:
    def __init__(self, memo):
        self.memo = memo  # None for a shallow copy

    def part(self, v):
        # what a part of the copied object becomes
        return v if self.memo is None else deepcopy(v, self.memo)

    def via_reduce(self, x, what):
        reduce_ex = getattr(x, "__reduce_ex__", None)
        if reduce_ex is None:
            raise Error("un(%s)copyable object of type %s" % (what, type(x)))
        reduced = reduce_ex(4)
        if isinstance(reduced, str):
            return x  # a global: itself
        return self.rebuild(x, *reduced)

    def rebuild(self, x, make, args, state=None, items=None, pairs=None):
        """The copy of x from its reduction: make(*args), then its state
        (through __setstate__, or as a __dict__ update and slot values),
        then the items of a list-like and the pairs of a dict-like."""
        if self.memo is not None and args:
            args = tuple(self.part(a) for a in args)
        y = make(*args)
        if self.memo is not None:
            self.memo[id(x)] = y
        if state is not None:
            self.restore(y, self.part(state))
        for item in items or ():
            y.append(self.part(item))
        for key, value in pairs or ():
            y[self.part(key)] = self.part(value)
        return y

    @staticmethod
    def restore(y, state):
        if hasattr(y, "__setstate__"):
            y.__setstate__(state)
            return
        slots = None
        if isinstance(state, tuple) and len(state) == 2:
            state, slots = state
        if state is not None:
            if hasattr(y, "__dict__"):
                y.__dict__.update(state)
            else:
                for name, value in state.items():
                    setattr(y, name, value)
        for name, value in (slots or {}).items():
            setattr(y, name, value)


_SHALLOW = _Copier(None)


def copy(x):
    """Shallow copy operation on arbitrary Python objects."""
    cls = type(x)
    if cls in _IMMUTABLE or cls in (tuple, frozenset) or issubclass(cls, type):
        return x
    if cls is list:
        return list(x)
    if cls in (dict, set, bytearray):
        return x.copy()
    own = getattr(cls, "__copy__", None)
    if own is not None:
        return own(x)
    return _SHALLOW.via_reduce(x, "shallow")


def _deep_list(x, memo, copier):
    y = memo[id(x)] = []
    y.extend(copier.part(v) for v in x)
    return y


def _deep_dict(x, memo, copier):
    y = memo[id(x)] = {}
    for key, value in x.items():
        y[copier.part(key)] = copier.part(value)
    return y


def _deep_tuple(x, memo, copier):
    parts = [copier.part(v) for v in x]
    # the tuple may contain itself through a list: then that copy stands
    if id(x) in memo:
        return memo[id(x)]
    same = all(a is b for a, b in zip(parts, x))
    return x if same else tuple(parts)


def _deep_set(x, memo, copier):
    # a set, frozenset or bytearray of copies
    return type(x)(copier.part(v) for v in x)


def _deep_method(x, memo, copier):
    return x.__func__.__get__(copier.part(x.__self__))


_DEEP_BY_TYPE = {list: _deep_list, dict: _deep_dict, tuple: _deep_tuple,
                 set: _deep_set, frozenset: _deep_set, bytearray: _deep_set,
                 _types.MethodType: _deep_method}


def deepcopy(x, memo=None):
    """Deep copy operation on arbitrary Python objects."""
    if memo is None:
        memo = {}
    done = memo.get(id(x), _NOT_IN_MEMO)
    if done is not _NOT_IN_MEMO:
        return done
    cls = type(x)
    copier = _Copier(memo)
    if cls in _IMMUTABLE or issubclass(cls, type):
        y = x
    elif cls in _DEEP_BY_TYPE:
        y = _DEEP_BY_TYPE[cls](x, memo, copier)
    else:
        own = getattr(x, "__deepcopy__", None)
        y = own(memo) if own is not None else copier.via_reduce(x, "deep")
    if y is not x:
        memo[id(x)] = y
        # the originals must outlive the memo, or their ids could be reused
        memo.setdefault(id(memo), []).append(x)
    return y
