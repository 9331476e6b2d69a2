"""Support for type hints (PEP 484 and its successors).

The names programs import, usable in annotations and, where CPython
allows it, at run time: the special forms (Any, Union, Optional,
Literal, ...), the generic aliases of the built-in and collections
types (List, Dict, Callable, Iterable, ...), TypeVar, Generic, Protocol,
NamedTuple, TypedDict, NewType, cast, overload, get_type_hints and the
rest of the small helpers.
"""

import collections
import collections.abc
import functools
import operator
import sys
import types

__all__ = [
    "Annotated", "Any", "Callable", "ClassVar", "Concatenate", "Final", "ForwardRef",
    "Generic", "Literal", "Optional", "ParamSpec", "Protocol", "Tuple", "Type",
    "TypeVar", "TypeVarTuple", "Union", "AbstractSet", "ByteString", "Container",
    "ContextManager", "Hashable", "ItemsView", "Iterable", "Iterator", "KeysView",
    "Mapping", "MappingView", "MutableMapping", "MutableSequence", "MutableSet",
    "Sequence", "Sized", "ValuesView", "Awaitable", "AsyncIterator", "AsyncIterable",
    "Coroutine", "Collection", "AsyncGenerator", "AsyncContextManager", "Reversible",
    "SupportsAbs", "SupportsBytes", "SupportsComplex", "SupportsFloat", "SupportsIndex",
    "SupportsInt", "SupportsRound", "ChainMap", "Counter", "Deque", "Dict",
    "DefaultDict", "List", "OrderedDict", "Set", "FrozenSet", "NamedTuple", "TypedDict",
    "Generator", "BinaryIO", "IO", "Match", "Pattern", "TextIO", "AnyStr",
    "assert_type", "assert_never", "cast", "clear_overloads", "dataclass_transform",
    "final", "get_args", "get_origin", "get_overloads", "get_type_hints", "is_typeddict",
    "LiteralString", "Never", "NewType", "no_type_check", "no_type_check_decorator",
    "NoReturn", "NotRequired", "overload", "ParamSpecArgs", "ParamSpecKwargs",
    "Required", "reveal_type", "runtime_checkable", "Self", "Text", "TYPE_CHECKING",
    "TypeAlias", "TypeGuard", "Unpack",
]

TYPE_CHECKING = False


def _type_repr(obj):
    """How a type expression shows a member: classes by qualified name
    (builtins bare), ... as ..., functions by name, others by repr."""
    if isinstance(obj, type) and not isinstance(obj, _GenericAlias):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return f"{obj.__module__}.{obj.__qualname__}"
    if obj is ...:
        return "..."
    if isinstance(obj, types.FunctionType):
        return obj.__name__
    return repr(obj)


def _type_check(arg, msg):
    """Check that arg is a type an annotation may hold; None becomes
    NoneType, a str a ForwardRef."""
    if arg is None:
        return type(None)
    if isinstance(arg, str):
        return ForwardRef(arg)
    if isinstance(arg, _SpecialForm) and arg in (ClassVar, Final):
        raise TypeError(f"Plain {arg} is not valid as type argument")
    if isinstance(arg, (type, TypeVar, ForwardRef, types.UnionType, ParamSpec, types.GenericAlias)):
        return arg
    if callable(arg) or isinstance(arg, (_BaseGenericAlias, _SpecialForm, _Final)) or arg is ...:
        return arg
    if isinstance(arg, tuple):
        raise TypeError(f"{msg} Got {arg!r:.100}.")
    return arg


def _remove_dups_flatten(parameters):
    params = []
    for p in parameters:
        if isinstance(p, _UnionGenericAlias) or isinstance(p, types.UnionType):
            params.extend(p.__args__)
        else:
            params.append(p)
    out = []
    for p in params:
        if not any(p is q or (not isinstance(p, type) and p == q) for q in out):
            out.append(p)
    return tuple(out)


def _collect_parameters(args):
    """The TypeVars (and ParamSpecs) of args, in order, once each."""
    params = []
    for t in args:
        if isinstance(t, (TypeVar, ParamSpec, TypeVarTuple)):
            if t not in params:
                params.append(t)
        else:
            for x in getattr(t, "__parameters__", ()):
                if x not in params:
                    params.append(x)
    return tuple(params)


class _Final:
    """A mixin keeping a typing construct from being subclassed."""
    __slots__ = ("__weakref__",)

    def __init_subclass__(cls, /, *args, _root=False, **kwds):
        if "_root" not in kwds and not _root:
            pass


class _NotIterable:
    __iter__ = None


class _SpecialForm(_Final, _NotIterable, _root=True):
    """Any, Union, Optional, ClassVar...: subscripted through a function."""

    def __init__(self, getitem):
        self._getitem = getitem
        self._name = getitem.__name__
        self.__doc__ = getitem.__doc__

    def __getattr__(self, item):
        if item in {"__name__", "__qualname__"}:
            return self._name
        raise AttributeError(item)

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass {self!r}")

    def __repr__(self):
        return "typing." + self._name

    def __reduce__(self):
        return self._name

    def __call__(self, *args, **kwds):
        raise TypeError(f"Cannot instantiate {self!r}")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __instancecheck__(self, obj):
        raise TypeError(f"{self} cannot be used with isinstance()")

    def __subclasscheck__(self, cls):
        raise TypeError(f"{self} cannot be used with issubclass()")

    def __getitem__(self, parameters):
        return self._getitem(self, parameters)

    def __eq__(self, other):
        return self is other

    def __hash__(self):
        return hash(self._name)


class _AnyMeta(type):
    def __instancecheck__(self, obj):
        if self is Any:
            raise TypeError("typing.Any cannot be used with isinstance()")
        return super().__instancecheck__(obj)

    def __repr__(self):
        if self is Any:
            return "typing.Any"
        return super().__repr__()


class Any(metaclass=_AnyMeta):
    """Special type indicating an unconstrained type."""

    def __new__(cls, *args, **kwargs):
        if cls is Any:
            raise TypeError("Any cannot be instantiated")
        return super().__new__(cls)


@_SpecialForm
def NoReturn(self, parameters):
    """Special type indicating functions that never return."""
    raise TypeError(f"{self} is not subscriptable")


@_SpecialForm
def Never(self, parameters):
    """The bottom type, a type that has no members."""
    raise TypeError(f"{self} is not subscriptable")


@_SpecialForm
def Self(self, parameters):
    """The type of the class being defined."""
    raise TypeError(f"{self} is not subscriptable")


@_SpecialForm
def LiteralString(self, parameters):
    """Represents an arbitrary literal string."""
    raise TypeError(f"{self} is not subscriptable")


@_SpecialForm
def ClassVar(self, parameters):
    """Special type construct to mark class variables."""
    item = _type_check(parameters, f"{self} accepts only single type.")
    return _GenericAlias(self, (item,))


@_SpecialForm
def Final(self, parameters):
    """Special typing construct to indicate final names."""
    item = _type_check(parameters, f"{self} accepts only single type.")
    return _GenericAlias(self, (item,))


@_SpecialForm
def Union(self, parameters):
    """Union type; Union[X, Y] means either X or Y."""
    if parameters == ():
        raise TypeError("Cannot take a Union of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    msg = "Union[arg, ...]: each arg must be a type."
    parameters = tuple(_type_check(p, msg) for p in parameters)
    parameters = _remove_dups_flatten(parameters)
    if len(parameters) == 1:
        return parameters[0]
    if len(parameters) == 2 and type(None) in parameters:
        return _UnionGenericAlias(self, parameters, name="Optional")
    return _UnionGenericAlias(self, parameters)


@_SpecialForm
def Optional(self, parameters):
    """Optional[X] is equivalent to Union[X, None]."""
    arg = _type_check(parameters, f"{self} requires a single type.")
    return Union[arg, type(None)]


@_SpecialForm
def Literal(self, *parameters):
    """Special typing form to define literal types (a.k.a. value types)."""
    parameters = parameters[0]
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    out = []
    for p in parameters:
        if isinstance(p, _LiteralGenericAlias):
            out.extend(p.__args__)
        else:
            out.append(p)
    deduped = []
    for p in out:
        if not any(p == q and type(p) is type(q) for q in deduped):
            deduped.append(p)
    return _LiteralGenericAlias(self, tuple(deduped))


@_SpecialForm
def TypeAlias(self, parameters):
    """Special form for marking type aliases."""
    raise TypeError(f"{self} is not subscriptable")


@_SpecialForm
def Concatenate(self, parameters):
    """Used in conjunction with ParamSpec and Callable."""
    if parameters == ():
        raise TypeError("Cannot take a Concatenate of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    return _ConcatenateGenericAlias(self, parameters)


@_SpecialForm
def TypeGuard(self, parameters):
    """Special typing form used to annotate the return type of a type guard."""
    item = _type_check(parameters, f"{self} accepts only single type.")
    return _GenericAlias(self, (item,))


@_SpecialForm
def Required(self, parameters):
    """A special typing construct to mark a key of a total=False TypedDict as required."""
    item = _type_check(parameters, f"{self._name} accepts only a single type.")
    return _GenericAlias(self, (item,))


@_SpecialForm
def NotRequired(self, parameters):
    """A special typing construct to mark a key of a TypedDict as potentially missing."""
    item = _type_check(parameters, f"{self._name} accepts only a single type.")
    return _GenericAlias(self, (item,))


@_SpecialForm
def Unpack(self, parameters):
    """Type unpack operator."""
    item = _type_check(parameters, f"{self._name} accepts only a single type.")
    return _GenericAlias(self, (item,))


class ForwardRef(_Final, _root=True):
    """A string annotation, to be evaluated later (get_type_hints)."""

    __slots__ = ("__forward_arg__", "__forward_code__", "__forward_evaluated__",
                 "__forward_value__", "__forward_is_argument__", "__forward_is_class__",
                 "__forward_module__")

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def _evaluate(self, globalns, localns, recursive_guard=frozenset()):
        if not self.__forward_evaluated__ or localns is not globalns:
            value = eval(self.__forward_arg__, globalns, localns)
            self.__forward_value__ = _eval_type(_type_check(value, "Forward references must evaluate to types."),
                                                globalns, localns)
            self.__forward_evaluated__ = True
        return self.__forward_value__

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__ and self.__forward_module__ == other.__forward_module__

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __repr__(self):
        if self.__forward_module__ is None:
            module_repr = ""
        else:
            module_repr = f", module={self.__forward_module__!r}"
        return f"ForwardRef({self.__forward_arg__!r}{module_repr})"


class _TypeVarLike:
    """The shared parts of TypeVar and ParamSpec."""

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __repr__(self):
        if getattr(self, "__covariant__", False):
            prefix = "+"
        elif getattr(self, "__contravariant__", False):
            prefix = "-"
        else:
            prefix = "~"
        return prefix + self.__name__

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass an instance of {type(self).__name__}")


def _caller_module(depth=2):
    try:
        return sys._getframe(depth).f_globals.get("__name__", "__main__")
    except (AttributeError, ValueError):
        return None


class TypeVar(_Final, _TypeVarLike, _root=True):
    """Type variable: T = TypeVar('T'), with constraints or a bound."""

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        msg = "TypeVar(name, constraint, ...): constraints must be types."
        self.__constraints__ = tuple(_type_check(t, msg) for t in constraints)
        self.__bound__ = _type_check(bound, "Bound must be a type.") if bound is not None else None
        mod = _caller_module()
        if mod != "typing":
            self.__module__ = mod

    def __typing_subst__(self, arg):
        return arg


class TypeVarTuple(_Final, _root=True):
    """Type variable tuple: Ts = TypeVarTuple('Ts')."""

    def __init__(self, name):
        self.__name__ = name

    def __iter__(self):
        yield Unpack[self]

    def __repr__(self):
        return self.__name__


class ParamSpecArgs(_Final, _root=True):
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.args"


class ParamSpecKwargs(_Final, _root=True):
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.kwargs"


class ParamSpec(_Final, _TypeVarLike, _root=True):
    """Parameter specification variable: P = ParamSpec('P')."""

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__bound__ = _type_check(bound, "Bound must be a type.") if bound is not None else None
        mod = _caller_module()
        if mod != "typing":
            self.__module__ = mod


def _is_dunder(attr):
    return attr.startswith("__") and attr.endswith("__")


class _BaseGenericAlias(_Final, _root=True):
    """The shared parts of the generic aliases: calling one makes an
    instance of its origin, isinstance refuses it, and attributes come
    from the origin."""

    def __init__(self, origin, *, inst=True, name=None):
        self._inst = inst
        self._name = name
        self.__origin__ = origin

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f"Type {self._name} cannot be instantiated; use {self.__origin__.__name__}() instead")
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except AttributeError:
            pass
        return result

    def __mro_entries__(self, bases):
        res = []
        if self.__origin__ not in bases:
            res.append(self.__origin__)
        i = bases.index(self)
        for b in bases[i + 1:]:
            if isinstance(b, _BaseGenericAlias) or issubclass(b, Generic):
                break
        else:
            res.append(Generic)
        return tuple(res)

    def __getattr__(self, attr):
        if attr in {"__name__", "__qualname__"}:
            return self._name or self.__origin__.__name__
        if "__origin__" in self.__dict__ and not _is_dunder(attr):
            return getattr(self.__origin__, attr)
        raise AttributeError(attr)

    def __setattr__(self, attr, val):
        if _is_dunder(attr) or attr in {"_name", "_inst", "_nparams", "_paramspec_tvars", "_defaults"}:
            super().__setattr__(attr, val)
        else:
            setattr(self.__origin__, attr, val)

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __dir__(self):
        return list(set(super().__dir__() + [attr for attr in dir(self.__origin__) if not _is_dunder(attr)]))


class _GenericAlias(_BaseGenericAlias, _root=True):
    """origin[args]: List[int], Dict[str, T], Stack[int]."""

    def __init__(self, origin, args, *, inst=True, name=None):
        super().__init__(origin, inst=inst, name=name)
        if not isinstance(args, tuple):
            args = (args,)
        self.__args__ = tuple(... if a is _TypingEllipsis else a for a in args)
        self.__parameters__ = _collect_parameters(args)
        if not name:
            self.__module__ = origin.__module__

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __getitem__(self, args):
        if self.__origin__ in (Generic, Protocol):
            raise TypeError(f"Cannot subscript already-subscripted {self}")
        if not self.__parameters__:
            raise TypeError(f"{self} is not a generic class")
        if not isinstance(args, tuple):
            args = (args,)
        if len(args) != len(self.__parameters__):
            raise TypeError(f"Too {'many' if len(args) > len(self.__parameters__) else 'few'} arguments for {self};"
                            f" actual {len(args)}, expected {len(self.__parameters__)}")
        subst = dict(zip(self.__parameters__, args))
        new_args = tuple(_subst(a, subst) for a in self.__args__)
        return self.copy_with(new_args)

    def copy_with(self, args):
        return self.__class__(self.__origin__, args, name=self._name, inst=self._inst)

    def __repr__(self):
        if self._name:
            name = "typing." + self._name
        else:
            name = _type_repr(self.__origin__)
        if self.__args__:
            args = ", ".join([_type_repr(a) for a in self.__args__])
        else:
            args = "()"
        return f"{name}[{args}]"

    def __reduce__(self):
        if self._name:
            origin = globals()[self._name]
        else:
            origin = self.__origin__
        args = tuple(self.__args__)
        if len(args) == 1 and not isinstance(args[0], tuple):
            args, = args
        return operator.getitem, (origin, args)

    def __mro_entries__(self, bases):
        if isinstance(self.__origin__, _SpecialForm):
            raise TypeError(f"Cannot subclass {self!r}")
        if self._name:
            return super().__mro_entries__(bases)
        if self.__origin__ is Generic:
            if Protocol in bases:
                return ()
            i = bases.index(self)
            for b in bases[i + 1:]:
                if isinstance(b, _BaseGenericAlias) and b is not self:
                    return ()
        return (self.__origin__,)


def _subst(arg, subst):
    if isinstance(arg, (TypeVar, ParamSpec)):
        return subst.get(arg, arg)
    params = getattr(arg, "__parameters__", ())
    if params and isinstance(arg, (_GenericAlias, types.GenericAlias)):
        return arg[tuple(subst.get(p, p) for p in params)]
    return arg


class _TypingEllipsis:
    """Internal placeholder for ... (ellipsis)."""


class _SpecialGenericAlias(_NotIterable, _BaseGenericAlias, _root=True):
    """List, Dict, Deque...: an unsubscripted alias of a class, which
    isinstance accepts."""

    def __init__(self, origin, nparams, *, inst=True, name=None):
        if name is None:
            name = origin.__name__
        super().__init__(origin, inst=inst, name=name)
        self._nparams = nparams
        if origin.__module__ == "builtins":
            self.__doc__ = f"A generic version of {origin.__qualname__}."
        else:
            self.__doc__ = f"A generic version of {origin.__module__}.{origin.__qualname__}."

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        msg = "Parameters to generic types must be types."
        params = tuple(_type_check(p, msg) for p in params)
        if self._nparams >= 0 and len(params) != self._nparams:
            raise TypeError(f"Too {'many' if len(params) > self._nparams else 'few'} arguments for {self};"
                            f" actual {len(params)}, expected {self._nparams}")
        return self.copy_with(params)

    def copy_with(self, params):
        return _GenericAlias(self.__origin__, params, name=self._name, inst=self._inst)

    def __repr__(self):
        return "typing." + self._name

    def __subclasscheck__(self, cls):
        if isinstance(cls, _SpecialGenericAlias):
            return issubclass(cls.__origin__, self.__origin__)
        if not isinstance(cls, _GenericAlias):
            return issubclass(cls, self.__origin__)
        return super().__subclasscheck__(cls)

    def __reduce__(self):
        return self._name

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


class _CallableGenericAlias(_NotIterable, _GenericAlias, _root=True):
    def copy_with(self, params):
        return _CallableGenericAlias(self.__origin__, params, name=self._name, inst=self._inst)

    def __repr__(self):
        if len(self.__args__) == 2 and self.__args__[0] is Ellipsis:
            return f"typing.Callable[..., {_type_repr(self.__args__[-1])}]"
        if len(self.__args__) == 2 and isinstance(self.__args__[0], (ParamSpec, _ConcatenateGenericAlias)):
            return f"typing.Callable[{_type_repr(self.__args__[0])}, {_type_repr(self.__args__[-1])}]"
        return (f"typing.Callable[[{', '.join([_type_repr(a) for a in self.__args__[:-1]])}], "
                f"{_type_repr(self.__args__[-1])}]")


class _CallableType(_SpecialGenericAlias, _root=True):
    def copy_with(self, params):
        return _CallableGenericAlias(self.__origin__, params, name=self._name, inst=self._inst)

    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        args, result = params
        if isinstance(args, list):
            params = (tuple(args), result)
        else:
            params = (args, result)
        return self.__getitem_inner__(params)

    def __getitem_inner__(self, params):
        args, result = params
        msg = "Callable[args, result]: result must be a type."
        result = _type_check(result, msg)
        if args is Ellipsis:
            return self.copy_with((_TypingEllipsis, result))
        if not isinstance(args, tuple):
            args = (args,)
        args = tuple(_type_check(arg, msg) for arg in args)
        return self.copy_with(args + (result,))


class _TupleType(_SpecialGenericAlias, _root=True):
    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        if len(params) >= 2 and params[-1] is ...:
            msg = "Tuple[t, ...]: t must be a type."
            params = tuple(_type_check(p, msg) for p in params[:-1])
            return self.copy_with((*params, _TypingEllipsis))
        msg = "Tuple[t0, t1, ...]: each t must be a type."
        params = tuple(_type_check(p, msg) for p in params)
        return self.copy_with(params)


class _UnionGenericAlias(_NotIterable, _GenericAlias, _root=True):
    def copy_with(self, params):
        return Union[params]

    def __eq__(self, other):
        if not isinstance(other, (_UnionGenericAlias, types.UnionType)):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is type(None):
                return f"typing.Optional[{_type_repr(args[1])}]"
            elif args[1] is type(None):
                return f"typing.Optional[{_type_repr(args[0])}]"
        return super().__repr__()

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        for arg in self.__args__:
            if issubclass(cls, arg):
                return True
        return False

    def __reduce__(self):
        func, (origin, args) = super().__reduce__()
        return func, (Union, args)


class _LiteralGenericAlias(_GenericAlias, _root=True):
    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __repr__(self):
        return "typing.Literal[" + ", ".join(repr(a) for a in self.__args__) + "]"


class _ConcatenateGenericAlias(_GenericAlias, _root=True):
    def copy_with(self, params):
        return super().copy_with(params)


class _AnnotatedAlias(_NotIterable, _GenericAlias, _root=True):
    def __init__(self, origin, metadata):
        if isinstance(origin, _AnnotatedAlias):
            metadata = origin.__metadata__ + metadata
            origin = origin.__origin__
        super().__init__(origin, origin)
        self.__metadata__ = metadata

    def copy_with(self, params):
        return _AnnotatedAlias(params[0], self.__metadata__)

    def __repr__(self):
        return "typing.Annotated[{}, {}]".format(_type_repr(self.__origin__),
                                                 ", ".join(repr(a) for a in self.__metadata__))

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def __mro_entries__(self, bases):
        return (self.__origin__,)


class Annotated:
    """Add context-specific metadata to a type: Annotated[T, x]."""

    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        raise TypeError("Type Annotated cannot be instantiated.")

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple) or len(params) < 2:
            raise TypeError("Annotated[...] should be used with at least two arguments (a type and an annotation).")
        origin = _type_check(params[0], "Annotated[t, ...]: t must be a type.")
        return _AnnotatedAlias(origin, tuple(params[1:]))


class Generic:
    """Abstract base class for generic types: class Stack(Generic[T])."""

    __slots__ = ()
    _is_protocol = False

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        if not params and cls is not Tuple:
            raise TypeError(f"Parameter list to {cls.__qualname__}[...] cannot be empty")
        params = tuple(_type_check(p, "Parameters to generic types must be types.") for p in params)
        if cls in (Generic, Protocol):
            if not all(isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)) for p in params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be type variables or parameter specification variables.")
            if len(set(params)) != len(params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be unique")
        elif cls.__parameters__ and len(params) != len(cls.__parameters__):
            raise TypeError(f"Too {'many' if len(params) > len(cls.__parameters__) else 'few'} arguments for {cls};"
                            f" actual {len(params)}, expected {len(cls.__parameters__)}")
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        tvars = []
        if "__orig_bases__" in cls.__dict__:
            error = Generic in cls.__orig_bases__
        else:
            error = Generic in cls.__bases__ and cls.__name__ != "Protocol"
        if error:
            raise TypeError("Cannot inherit from plain Generic")
        if "__orig_bases__" in cls.__dict__:
            tvars = _collect_parameters(cls.__orig_bases__)
            gvars = None
            for base in cls.__orig_bases__:
                if isinstance(base, _GenericAlias) and base.__origin__ is Generic:
                    if gvars is not None:
                        raise TypeError("Cannot inherit from Generic[...] multiple times.")
                    gvars = base.__parameters__
            if gvars is not None:
                tvarset = set(tvars)
                gvarset = set(gvars)
                if not tvarset <= gvarset:
                    s_vars = ", ".join(str(t) for t in tvars if t not in gvarset)
                    s_args = ", ".join(str(g) for g in gvars)
                    raise TypeError(f"Some type variables ({s_vars}) are not listed in Generic[{s_args}]")
                tvars = gvars
        cls.__parameters__ = tuple(tvars)


Generic.__parameters__ = ()


def _get_protocol_attrs(cls):
    attrs = set()
    for base in cls.__mro__[:-1]:
        if base.__name__ in ("Protocol", "Generic"):
            continue
        annotations = getattr(base, "__annotations__", {})
        for attr in list(base.__dict__.keys()) + list(annotations.keys()):
            if not attr.startswith("_abc_") and attr not in (
                    "__abstractmethods__", "__annotations__", "__weakref__",
                    "_is_protocol", "_is_runtime_protocol", "__dict__",
                    "__parameters__", "__orig_bases__", "__args__", "__slots__",
                    "__next_in_mro__", "__origin__", "__orig_class__", "__extra__",
                    "__tree_hash__", "__doc__", "__subclasshook__", "__init__",
                    "__new__", "__module__", "_MutableMapping__marker", "_gorg",
                    "__qualname__", "__init_subclass__", "__class_getitem__"):
                attrs.add(attr)
    return attrs


import abc as _abc


class _ProtocolMeta(_abc.ABCMeta):
    def __instancecheck__(cls, instance):
        if getattr(cls, "_is_protocol", False) and not getattr(cls, "_is_runtime_protocol", False):
            raise TypeError("Instance and class checks can only be used with @runtime_checkable protocols")
        if getattr(cls, "_is_protocol", False):
            if all(hasattr(instance, attr) and (not callable(getattr(cls, attr, None)) or getattr(instance, attr) is not None)
                   for attr in _get_protocol_attrs(cls)):
                return True
        return super().__instancecheck__(instance)


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class for protocol classes (structural subtyping)."""

    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if not cls.__dict__.get("_is_protocol", False):
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)

        def _proto_hook(other):
            if not cls.__dict__.get("_is_protocol", False):
                return NotImplemented
            if not getattr(cls, "_is_runtime_protocol", False):
                raise TypeError("Instance and class checks can only be used with @runtime_checkable protocols")
            if not isinstance(other, type):
                raise TypeError("issubclass() arg 1 must be a class")
            for attr in _get_protocol_attrs(cls):
                for base in other.__mro__:
                    if attr in base.__dict__:
                        if base.__dict__[attr] is None:
                            return NotImplemented
                        break
                else:
                    return NotImplemented
            return True

        if "__subclasshook__" not in cls.__dict__:
            cls.__subclasshook__ = classmethod(lambda c, other: _proto_hook(other))
        if cls._is_protocol and cls.__init__ is Protocol.__init__:
            cls.__init__ = _no_init_or_replace_init


def _no_init_or_replace_init(self, *args, **kwargs):
    cls = type(self)
    if cls._is_protocol:
        raise TypeError("Protocols cannot be instantiated")


def runtime_checkable(cls):
    """Mark a protocol class as a runtime protocol (isinstance works)."""
    if not issubclass(cls, Generic) or not getattr(cls, "_is_protocol", False):
        raise TypeError("@runtime_checkable can be only applied to protocol classes, got %r" % cls)
    cls._is_runtime_protocol = True
    return cls


def cast(typ, val):
    """Cast a value to a type: returns the value unchanged."""
    return val


def assert_type(val, typ, /):
    """Ask a static type checker to confirm that the value is of the given type."""
    return val


def reveal_type(obj, /):
    """Reveal the inferred type of a variable."""
    print(f"Runtime type is {type(obj).__name__!r}", file=sys.stderr)
    return obj


def assert_never(arg, /):
    """Statically assert that a line of code is unreachable."""
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + "..."
    raise AssertionError(f"Expected code to be unreachable, but got: {value}")


def _eval_type(t, globalns, localns, recursive_guard=frozenset()):
    if isinstance(t, ForwardRef):
        return t._evaluate(globalns, localns, recursive_guard)
    if isinstance(t, (_GenericAlias, types.GenericAlias, types.UnionType)):
        ev_args = tuple(_eval_type(a, globalns, localns, recursive_guard) for a in t.__args__)
        if ev_args == t.__args__:
            return t
        if isinstance(t, types.GenericAlias):
            return types.GenericAlias(t.__origin__, ev_args)
        if isinstance(t, types.UnionType):
            return functools.reduce(operator.or_, ev_args)
        return t.copy_with(ev_args)
    return t


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """The annotations of a function, method, module or class, with the
    string ones evaluated."""
    if isinstance(obj, type):
        hints = {}
        for base in reversed(obj.__mro__):
            if globalns is None:
                base_globals = getattr(sys.modules.get(base.__module__, None), "__dict__", {})
            else:
                base_globals = globalns
            ann = base.__dict__.get("__annotations__", {})
            base_locals = dict(vars(base)) if localns is None else localns
            if localns is None and globalns is None:
                base_globals, base_locals = base_locals, base_globals
            for name, value in ann.items():
                if value is None:
                    value = type(None)
                if isinstance(value, str):
                    value = ForwardRef(value, is_argument=False, is_class=True)
                value = _eval_type(value, base_globals, base_locals)
                hints[name] = value
        return hints if include_extras else {k: _strip_annotations(t) for k, t in hints.items()}
    if globalns is None:
        if isinstance(obj, types.ModuleType):
            globalns = obj.__dict__
        else:
            nsobj = obj
            while hasattr(nsobj, "__wrapped__"):
                nsobj = nsobj.__wrapped__
            globalns = getattr(nsobj, "__globals__", {})
        if localns is None:
            localns = globalns
    elif localns is None:
        localns = globalns
    hints = getattr(obj, "__annotations__", None)
    if hints is None:
        if isinstance(obj, (types.FunctionType, types.ModuleType, type)):
            return {}
        raise TypeError(f"{obj!r} is not a module, class, method, or function.")
    hints = dict(hints)
    for name, value in hints.items():
        if value is None:
            value = type(None)
        if isinstance(value, str):
            value = ForwardRef(value, is_argument=not isinstance(obj, types.ModuleType), is_class=False)
        hints[name] = _eval_type(value, globalns, localns)
    return hints if include_extras else {k: _strip_annotations(t) for k, t in hints.items()}


def _strip_annotations(t):
    if isinstance(t, _AnnotatedAlias):
        return _strip_annotations(t.__origin__)
    if isinstance(t, _GenericAlias) and t.__origin__ in (Required, NotRequired):
        return _strip_annotations(t.__args__[0])
    return t


def get_origin(tp):
    """The unsubscripted version of a type: get_origin(List[int]) is list."""
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_BaseGenericAlias, types.GenericAlias, ParamSpecArgs, ParamSpecKwargs)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if isinstance(tp, types.UnionType):
        return types.UnionType
    return None


def get_args(tp):
    """The type arguments: get_args(Dict[str, int]) is (str, int)."""
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, (_GenericAlias, types.GenericAlias)):
        res = tp.__args__
        if isinstance(tp, _CallableGenericAlias) and res and res[0] is not Ellipsis:
            res = (list(res[:-1]), res[-1])
        return res
    if isinstance(tp, types.UnionType):
        return tp.__args__
    return ()


def is_typeddict(tp):
    """Whether tp is a TypedDict class."""
    return isinstance(tp, _TypedDictMeta)


_overload_registry = {}


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @overload-ed.")


def overload(func):
    """Decorator for overloaded functions and methods: the definitions it
    marks are for type checkers; the undecorated one follows."""
    key = (getattr(func, "__module__", None), getattr(func, "__qualname__", None))
    _overload_registry.setdefault(key, []).append(func)
    return _overload_dummy


def get_overloads(func):
    """The overloads of func, in definition order."""
    key = (getattr(func, "__module__", None), getattr(func, "__qualname__", None))
    return list(_overload_registry.get(key, []))


def clear_overloads():
    """Forget every registered overload."""
    _overload_registry.clear()


def final(f):
    """A decorator marking a method or class final (for type checkers)."""
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def no_type_check(arg):
    """Decorator: the annotations are not type hints."""
    try:
        arg.__no_type_check__ = True
    except TypeError:
        pass
    return arg


def no_type_check_decorator(decorator):
    """Decorator giving another decorator the no_type_check effect."""
    @functools.wraps(decorator)
    def wrapped_decorator(*args, **kwds):
        func = decorator(*args, **kwds)
        func = no_type_check(func)
        return func
    return wrapped_decorator


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    """Decorator marking an object as providing dataclass-like behaviour."""
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            "eq_default": eq_default, "order_default": order_default,
            "kw_only_default": kw_only_default, "field_specifiers": field_specifiers,
            "kwargs": kwargs}
        return cls_or_fn
    return decorator


class NewType:
    """NewType('UserId', int): a callable that returns its argument, a
    distinct type for type checkers."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        if "." in name:
            name = name.rpartition(".")[-1]
        self.__name__ = name
        self.__supertype__ = tp
        mod = _caller_module()
        if mod != "typing":
            self.__module__ = mod

    def __mro_entries__(self, bases):
        superclass_name = self.__name__

        class Dummy:
            def __init_subclass__(cls):
                subclass_name = cls.__name__
                raise TypeError(
                    f"Cannot subclass an instance of NewType. Perhaps you were looking for: "
                    f"`{subclass_name} = NewType({subclass_name!r}, {superclass_name})`")
        return (Dummy,)

    def __repr__(self):
        return f"{self.__module__}.{self.__qualname__}"

    def __call__(self, x):
        return x

    def __reduce__(self):
        return self.__qualname__

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


# The generic aliases of the built-in and library classes.
_alias = _SpecialGenericAlias

Hashable = _alias(collections.abc.Hashable, 0)
Awaitable = _alias(collections.abc.Awaitable, 1)
Coroutine = _alias(collections.abc.Coroutine, 3)
AsyncIterable = _alias(collections.abc.AsyncIterable, 1)
AsyncIterator = _alias(collections.abc.AsyncIterator, 1)
Iterable = _alias(collections.abc.Iterable, 1)
Iterator = _alias(collections.abc.Iterator, 1)
Reversible = _alias(collections.abc.Reversible, 1)
Sized = _alias(collections.abc.Sized, 0)
Container = _alias(collections.abc.Container, 1)
Collection = _alias(collections.abc.Collection, 1)
Callable = _CallableType(collections.abc.Callable, 2)
AbstractSet = _alias(collections.abc.Set, 1, name="AbstractSet")
MutableSet = _alias(collections.abc.MutableSet, 1)
Mapping = _alias(collections.abc.Mapping, 2)
MutableMapping = _alias(collections.abc.MutableMapping, 2)
Sequence = _alias(collections.abc.Sequence, 1)
MutableSequence = _alias(collections.abc.MutableSequence, 1)
ByteString = _alias(collections.abc.ByteString, 0)
Tuple = _TupleType(tuple, -1, inst=False, name="Tuple")
List = _alias(list, 1, inst=False, name="List")
Deque = _alias(collections.deque, 1, name="Deque")
Set = _alias(set, 1, inst=False, name="Set")
FrozenSet = _alias(frozenset, 1, inst=False, name="FrozenSet")
MappingView = _alias(collections.abc.MappingView, 1)
KeysView = _alias(collections.abc.KeysView, 1)
ItemsView = _alias(collections.abc.ItemsView, 2)
ValuesView = _alias(collections.abc.ValuesView, 1)
Dict = _alias(dict, 2, inst=False, name="Dict")
DefaultDict = _alias(collections.defaultdict, 2, name="DefaultDict")
OrderedDict = _alias(collections.OrderedDict, 2)
Counter = _alias(collections.Counter, 1)
ChainMap = _alias(collections.ChainMap, 2)
Generator = _alias(collections.abc.Generator, 3)
AsyncGenerator = _alias(collections.abc.AsyncGenerator, 2)
Type = _alias(type, 1, name="Type")

AnyStr = TypeVar("AnyStr", bytes, str)
Text = str


class _ContextManagerBase:
    pass


class ContextManager(Generic[TypeVar("T_co", covariant=True)]):
    """An object usable in a with statement (__enter__ and __exit__)."""

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is ContextManager:
            if all(any(m in B.__dict__ for B in C.__mro__) for m in ("__enter__", "__exit__")):
                return True
        return NotImplemented


class AsyncContextManager(Generic[TypeVar("T_co", covariant=True)]):
    pass


def _protocol(name, method):
    def hook(cls, C):
        if any(method in B.__dict__ for B in C.__mro__):
            return True
        return NotImplemented

    return runtime_checkable(_abc.ABCMeta(name, (Protocol,), {
        method: lambda self: None, "__slots__": (), "__subclasshook__": classmethod(hook),
        "__module__": "typing"}))


SupportsInt = _protocol("SupportsInt", "__int__")
SupportsFloat = _protocol("SupportsFloat", "__float__")
SupportsComplex = _protocol("SupportsComplex", "__complex__")
SupportsBytes = _protocol("SupportsBytes", "__bytes__")
SupportsIndex = _protocol("SupportsIndex", "__index__")
SupportsAbs = _protocol("SupportsAbs", "__abs__")
SupportsRound = _protocol("SupportsRound", "__round__")


class IO(Generic[TypeVar("AnyStr2")]):
    """Generic base class for TextIO and BinaryIO."""
    __slots__ = ()


class BinaryIO(IO):
    """Typed version of the return of open() in binary mode."""
    __slots__ = ()


class TextIO(IO):
    """Typed version of the return of open() in text mode."""
    __slots__ = ()


def _make_nmtuple(name, types_, module, defaults=()):
    fields = [n for n, t in types_]
    annotations = {n: _type_check(t, f"field {n} annotation must be a type") for n, t in types_}
    nm_tpl = collections.namedtuple(name, fields, defaults=defaults, module=module)
    nm_tpl.__annotations__ = nm_tpl.__new__.__annotations__ = annotations
    return nm_tpl


_prohibited = frozenset({"__new__", "__init__", "__slots__", "__getnewargs__",
                         "_fields", "_field_defaults", "_make", "_replace", "_asdict", "_source"})
_special = frozenset({"__module__", "__name__", "__annotations__", "__qualname__", "__doc__"})


class NamedTupleMeta(type):
    def __new__(cls, typename, bases, ns):
        for base in bases:
            if base is not _NamedTuple and base is not Generic:
                raise TypeError("can only inherit from a NamedTuple type and Generic")
        types_ = ns.get("__annotations__", {})
        default_names = []
        for field_name in types_:
            if field_name in ns:
                default_names.append(field_name)
            elif default_names:
                raise TypeError(f"Non-default namedtuple field {field_name} cannot follow default field"
                                f"{'s' if len(default_names) > 1 else ''} {', '.join(default_names)}")
        nm_tpl = _make_nmtuple(typename, types_.items(), defaults=[ns[n] for n in default_names],
                               module=ns["__module__"])
        for key in ns:
            if key in _prohibited:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            elif key not in _special and key not in nm_tpl._fields:
                setattr(nm_tpl, key, ns[key])
        if "__doc__" in ns and ns["__doc__"] is not None:
            nm_tpl.__doc__ = ns["__doc__"]
        return nm_tpl


def NamedTuple(typename, fields=None, /, **kwargs):
    """Typed version of namedtuple: class P(NamedTuple): x: int, or
    NamedTuple('P', [('x', int)])."""
    if fields is None:
        fields = kwargs.items()
    elif kwargs:
        raise TypeError("Either list of fields or keywords can be provided to NamedTuple, not both")
    return _make_nmtuple(typename, fields, module=_caller_module())


_NamedTuple = type.__new__(NamedTupleMeta, "NamedTuple", (), {"__module__": "typing"})


def _namedtuple_mro_entries(bases):
    return (_NamedTuple,)


NamedTuple.__mro_entries__ = _namedtuple_mro_entries


class _TypedDictMeta(type):
    def __new__(cls, name, bases, ns, total=True):
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not Generic:
                raise TypeError("cannot inherit from both a TypedDict type and a non-TypedDict base class")
        tp_dict = type.__new__(_TypedDictMeta, name, (dict,), ns)
        annotations = {}
        own_annotations = ns.get("__annotations__", {})
        required_keys = set()
        optional_keys = set()
        for base in bases:
            annotations.update(base.__dict__.get("__annotations__", {}))
            required_keys.update(base.__dict__.get("__required_keys__", ()))
            optional_keys.update(base.__dict__.get("__optional_keys__", ()))
        annotations.update(own_annotations)
        for annotation_key, annotation_type in own_annotations.items():
            origin = get_origin(annotation_type)
            if origin is Required:
                required_keys.add(annotation_key)
            elif origin is NotRequired:
                optional_keys.add(annotation_key)
            elif total:
                required_keys.add(annotation_key)
            else:
                optional_keys.add(annotation_key)
        tp_dict.__annotations__ = annotations
        tp_dict.__required_keys__ = frozenset(required_keys)
        tp_dict.__optional_keys__ = frozenset(optional_keys)
        if not hasattr(tp_dict, "__total__"):
            tp_dict.__total__ = total
        return tp_dict

    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    def __subclasscheck__(cls, other):
        raise TypeError("TypedDict does not support instance and class checks")

    __instancecheck__ = __subclasscheck__


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    """A dict with a fixed set of typed keys: class M(TypedDict): x: int.
    Its instances are plain dicts."""
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError("TypedDict takes either a dict or keyword arguments, but not both")
    ns = {"__annotations__": dict(fields), "__module__": _caller_module()}
    return _TypedDictMeta(typename, (), ns, total=total)


_TypedDict = type.__new__(_TypedDictMeta, "TypedDict", (), {"__module__": "typing"})


def _typeddict_mro_entries(bases):
    return (_TypedDict,)


TypedDict.__mro_entries__ = _typeddict_mro_entries


class Pattern:
    pass


class Match:
    pass

