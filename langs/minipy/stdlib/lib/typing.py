"""Support for type hints (PEP 484 and its successors).

The names programs import, usable in annotations and, where CPython
allows it, at run time: the keywords (Any, Union, Optional, Literal,
ClassVar, ...), the aliases of the built-in and collections classes
(List, Dict, Callable, Iterable, ...), TypeVar, Generic, Protocol,
NamedTuple, TypedDict, NewType, cast, overload, get_type_hints and the
smaller helpers.

The design: a keyword (Union, ClassVar, ...) is a _Keyword that knows
how to build its subscription; an unsubscripted alias of a class (List,
Callable, Tuple) is a _Family; every subscription, whatever made it, is
one _Hint whose kind ("class", "union", "literal", "callable",
"annotated", "keyword") decides how it shows, compares and substitutes.
"""

import abc
import collections
import collections.abc
import contextlib
import functools
import operator
import re
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

_NoneType = type(None)
_CHECK_REFUSED = "Subscripted generics cannot be used with class and instance checks"


# --- small helpers ----------------------------------------------------------

def _spell(x):
    """x as it appears inside a subscription's repr."""
    if isinstance(x, type) and not isinstance(x, types.GenericAlias):
        if x.__module__ == "builtins":
            return x.__qualname__
        return x.__module__ + "." + x.__qualname__
    if x is ...:
        return "..."
    if isinstance(x, types.FunctionType):
        return x.__name__
    return repr(x)


def _spell_all(xs):
    return ", ".join(_spell(x) for x in xs)


def _as_tuple(x):
    if isinstance(x, tuple):
        return x
    return (x,)


def _hint(x, complaint, *, argument=True, special=False):
    """x accepted as a type argument: None stands for NoneType, a string
    for a ForwardRef. Refused: tuples, bare keywords (but Any-like ones),
    Generic[...] and Protocol[...], ClassVar[...] unless special (and
    Final[...] unless special or not an argument)."""
    if x is None:
        return _NoneType
    if isinstance(x, str):
        return ForwardRef(x, is_argument=argument, is_class=special)
    if isinstance(x, _Hint):
        refused = (Generic, Protocol)
        if not special:
            refused += (ClassVar, Final) if argument else (ClassVar,)
        if any(x.__origin__ is r for r in refused):
            raise TypeError(f"{x} is not valid as type argument")
    elif isinstance(x, _Keyword):
        if x in _STANDALONE_KEYWORDS or (special and x in (ClassVar, Final)):
            return x
        raise TypeError(f"Plain {x} is not valid as type argument")
    elif x is Generic or x is Protocol:
        raise TypeError(f"Plain {x} is not valid as type argument")
    if type(x) is tuple:
        raise TypeError(f"{complaint} Got {x!r:.100}.")
    return x


def _converted(x):
    """x as a type argument that is not checked: None and strings made types."""
    if x is None:
        return _NoneType
    if isinstance(x, str):
        return ForwardRef(x)
    return x


def _hints(xs, complaint):
    return tuple(_hint(x, complaint) for x in xs)


def _arity_check(what, got, want):
    if want == 0:
        raise TypeError(f"{what} is not a generic class")
    if got != want:
        amount = "many" if got > want else "few"
        raise TypeError(f"Too {amount} arguments for {what}; actual {got}, expected {want}")


def _is_variable(x):
    return isinstance(x, (TypeVar, ParamSpec, TypeVarTuple))


def _variables_of(items):
    """The type variables items mention, first-seen order, each once."""
    found = []
    for item in items:
        if isinstance(item, type) and not isinstance(item, types.GenericAlias):
            continue
        inner = (item,) if _is_variable(item) else getattr(item, "__parameters__", ())
        for v in inner:
            if v not in found:
                found.append(v)
    return tuple(found)


def _put(item, binding):
    """item with the type variables in binding replaced."""
    if isinstance(item, ParamSpec) and item in binding:
        return _as_parameters(binding[item])
    if _is_variable(item):
        return binding.get(item, item)
    free = () if isinstance(item, type) else getattr(item, "__parameters__", ())
    if free and isinstance(item, (_Hint, types.GenericAlias)):
        return item[tuple(binding.get(v, v) for v in free)]
    return item


def _parameters_like(x):
    """Whether x can stand for a parameter list (what a ParamSpec takes)."""
    return x is ... or isinstance(x, (tuple, list, ParamSpec)) or (
        isinstance(x, _Hint) and x.__origin__ is Concatenate)


def _as_parameters(value):
    """What a ParamSpec is replaced by: a tuple of types (from a list or
    tuple), ..., another ParamSpec or a Concatenate."""
    if isinstance(value, (list, tuple)):
        return _hints(value, "Expected a type.")
    if not _parameters_like(value):
        raise TypeError(f"Expected a list of types, an ellipsis, ParamSpec, or Concatenate. Got {value}")
    return value


def _unique(items, same):
    kept = []
    for x in items:
        if not any(same(x, y) for y in kept):
            kept.append(x)
    return kept


def _uniform_or(self, other):
    return Union[self, other]


def _uniform_ror(self, other):
    return Union[other, self]


def _module_of_caller(levels=2):
    try:
        return sys._getframe(levels).f_globals.get("__name__", "__main__")
    except (AttributeError, ValueError):
        return None


def _dunder(name):
    return name[:2] == "__" and name[-2:] == "__"


# --- keywords ---------------------------------------------------------------

class _Keyword:
    """Any of the special forms (Union, ClassVar, NoReturn...): never a
    class, usable only as written or subscripted."""

    __iter__ = None

    def __init__(self, name, doc, build=None):
        self._name = name
        self.__doc__ = doc
        self._build = build

    __or__ = _uniform_or
    __ror__ = _uniform_ror

    def __getattr__(self, item):
        if item == "__name__" or item == "__qualname__":
            return self._name
        raise AttributeError(item)

    def __repr__(self):
        return "typing." + self._name

    def __reduce__(self):
        return self._name

    def __getitem__(self, arg):
        if self._build is None:
            raise TypeError(f"{self} is not subscriptable")
        return self._build(self, arg)

    def __call__(self, *args, **kwargs):
        raise TypeError(f"Cannot instantiate {self!r}")

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass {self!r}")

    def __instancecheck__(self, obj):
        raise TypeError(f"{self} cannot be used with isinstance()")

    def __subclasscheck__(self, cls):
        raise TypeError(f"{self} cannot be used with issubclass()")

    def __eq__(self, other):
        return self is other

    def __hash__(self):
        return hash(self._name)


def _wrapper(phrase, by_name=False):
    """The builder of a keyword taking one type: ClassVar[int]."""
    def build(kw, arg):
        shown = kw._name if by_name else str(kw)
        return _Hint(kw, (_hint(arg, f"{shown} {phrase}"),), kind="keyword")
    return build


def _build_union(kw, arg):
    members = _as_tuple(arg)
    if not members:
        raise TypeError("Cannot take a Union of no types.")
    flat = []
    for m in _hints(members, "Union[arg, ...]: each arg must be a type."):
        if isinstance(m, types.UnionType) or (isinstance(m, _Hint) and m._kind == "union"):
            flat.extend(m.__args__)
        else:
            flat.append(m)
    flat = _unique(flat, lambda a, b: a is b or (not isinstance(a, type) and a == b))
    if len(flat) == 1:
        return flat[0]
    label = "Optional" if len(flat) == 2 and _NoneType in flat else "Union"
    return _Hint(kw, tuple(flat), kind="union", label=label)


def _build_optional(kw, arg):
    return Union[_hint(arg, f"{kw} requires a single type."), _NoneType]


def _build_literal(kw, arg):
    values = []
    for v in _as_tuple(arg):
        if isinstance(v, _Hint) and v._kind == "literal":
            values.extend(v.__args__)
        else:
            values.append(v)
    values = _unique(values, lambda a, b: type(a) is type(b) and a == b)
    return _Hint(kw, tuple(values), kind="literal")


def _build_concatenate(kw, arg):
    parts = _as_tuple(arg)
    if not parts:
        raise TypeError("Cannot take a Concatenate of no types.")
    return _Hint(kw, parts, kind="keyword")


NoReturn = _Keyword("NoReturn", "Special type indicating functions that never return.")
Never = _Keyword("Never", "The bottom type, a type that has no members.")
Self = _Keyword("Self", "The type of the class being defined.")
LiteralString = _Keyword("LiteralString", "Represents an arbitrary literal string.")
TypeAlias = _Keyword("TypeAlias", "Special form for marking type aliases.")
ClassVar = _Keyword("ClassVar", "Special type construct to mark class variables.",
                    _wrapper("accepts only single type."))
Final = _Keyword("Final", "Special typing construct to indicate final names.",
                 _wrapper("accepts only single type."))
TypeGuard = _Keyword("TypeGuard", "Special form for annotating the result of a type guard.",
                     _wrapper("accepts only single type."))
Required = _Keyword("Required", "Marks a key of a total=False TypedDict as required.",
                    _wrapper("accepts only a single type.", by_name=True))
NotRequired = _Keyword("NotRequired", "Marks a key of a TypedDict as potentially missing.",
                       _wrapper("accepts only a single type.", by_name=True))
Unpack = _Keyword("Unpack", "Type unpack operator.",
                  _wrapper("accepts only a single type.", by_name=True))
Union = _Keyword("Union", "Union[X, Y] means either X or Y.", _build_union)
Optional = _Keyword("Optional", "Optional[X] is equivalent to Union[X, None].", _build_optional)
Literal = _Keyword("Literal", "A literal type: Literal['a', 1].", _build_literal)
Concatenate = _Keyword("Concatenate", "Used in conjunction with ParamSpec and Callable.",
                       _build_concatenate)
# The keywords that are types by themselves.
_STANDALONE_KEYWORDS = (NoReturn, Never, Self, LiteralString, TypeAlias)


class _TopClass(type):
    """Any's class: Any is a class one may subclass, never test against."""

    def __instancecheck__(cls, obj):
        if cls is Any:
            raise TypeError("typing.Any cannot be used with isinstance()")
        return super().__instancecheck__(obj)

    def __repr__(cls):
        if cls is Any:
            return "typing.Any"
        return super().__repr__()


class Any(metaclass=_TopClass):
    """Special type indicating an unconstrained type."""

    def __new__(cls, *args, **kwargs):
        if cls is Any:
            raise TypeError("Any cannot be instantiated")
        return super().__new__(cls)


# --- forward references and type variables ----------------------------------

class ForwardRef:
    """A string annotation, evaluated later by get_type_hints."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        self.__forward_arg__ = arg
        self.__forward_module__ = module
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_evaluated__, self.__forward_value__ = False, None

    def _resolve(self, globalns, localns):
        value = _hint(eval(self.__forward_arg__, globalns, localns),
                      "Forward references must evaluate to types.",
                      argument=self.__forward_is_argument__, special=self.__forward_is_class__)
        value = _resolved(value, globalns, localns)
        self.__forward_value__ = value
        self.__forward_evaluated__ = True
        return value

    __or__ = _uniform_or
    __ror__ = _uniform_ror

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return (self.__forward_arg__, self.__forward_module__) == (other.__forward_arg__, other.__forward_module__)

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __repr__(self):
        where = "" if self.__forward_module__ is None else f", module={self.__forward_module__!r}"
        return f"ForwardRef({self.__forward_arg__!r}{where})"


class _Variable:
    """What TypeVar and ParamSpec share: a name with a variance mark."""

    __or__ = _uniform_or
    __ror__ = _uniform_ror

    def _set_variance(self, name, covariant, contravariant, bound):
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        self.__name__ = name
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__bound__ = None if bound is None else _hint(bound, "Bound must be a type.")
        home = _module_of_caller(3)
        if home != "typing":
            self.__module__ = home

    def __repr__(self):
        mark = "+" if self.__covariant__ else "-" if self.__contravariant__ else "~"
        return mark + self.__name__

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass an instance of {type(self).__name__}")


class TypeVar(_Variable):
    """A type variable: T = TypeVar('T'), with constraints or a bound."""

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self._set_variance(name, covariant, contravariant, bound)
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        self.__constraints__ = _hints(constraints, "TypeVar(name, constraint, ...): constraints must be types.")


class ParamSpec(_Variable):
    """A parameter specification variable: P = ParamSpec('P')."""

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self._set_variance(name, covariant, contravariant, bound)

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)


class _ParamSpecPart:
    """P.args or P.kwargs."""

    _suffix = ""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return self.__origin__.__name__ + self._suffix

    def __eq__(self, other):
        return type(self) is type(other) and self.__origin__ == other.__origin__

    def __hash__(self):
        return hash((self._suffix, self.__origin__))


class ParamSpecArgs(_ParamSpecPart):
    _suffix = ".args"


class ParamSpecKwargs(_ParamSpecPart):
    _suffix = ".kwargs"


class TypeVarTuple:
    """A variadic type variable: Ts = TypeVarTuple('Ts')."""

    def __init__(self, name):
        self.__name__ = name

    def __iter__(self):
        yield Unpack[self]

    def __repr__(self):
        return self.__name__


# --- subscriptions ----------------------------------------------------------

class _Hint:
    """One subscription: List[int], Union[int, str], Stack[T], ClassVar[int]...

    __origin__ is the class (or keyword) subscripted, __args__ the
    arguments; _kind picks how it shows, compares and is substituted;
    _label is the typing name it shows under (List, Optional), if any."""

    __iter__ = None

    def __init__(self, origin, args, *, kind="class", label=None, constructible=True, metadata=()):
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = _variables_of(args)
        self._kind = kind
        self._label = label
        self._constructible = constructible
        if kind == "annotated":
            self.__metadata__ = metadata
        if label is None and kind == "class":
            self.__module__ = origin.__module__

    # showing
    def __repr__(self):
        shown = _SHOW_BY_KIND.get(self._kind)
        if shown is not None:
            return shown(self)
        head = "typing." + self._label if self._label else _spell(self.__origin__)
        return f"{head}[{_spell_all(self.__args__) if self.__args__ else '()'}]"

    # comparing
    def _identity(self):
        if self._kind in ("union", "literal"):
            return (self._kind, frozenset((type(a), a) if self._kind == "literal" else a for a in self.__args__))
        if self._kind == "annotated":
            return (self._kind, self.__origin__, self.__metadata__)
        return ("class", self.__origin__, self.__args__)

    def __eq__(self, other):
        if isinstance(other, types.UnionType) and self._kind == "union":
            return set(self.__args__) == set(other.__args__)
        if not isinstance(other, _Hint):
            return NotImplemented
        return self._identity() == other._identity()

    def __hash__(self):
        return hash(self._identity())

    __or__ = _uniform_or
    __ror__ = _uniform_ror

    # substituting
    def __getitem__(self, args):
        if self.__origin__ is Generic or self.__origin__ is Protocol:
            raise TypeError(f"Cannot subscript already-subscripted {self}")
        free = self.__parameters__
        if not free:
            raise TypeError(f"{self} is not a generic class")
        args = tuple(_converted(a) for a in _as_tuple(args))
        for at, v in enumerate(free):
            if isinstance(v, ParamSpec) and at >= len(args):
                raise TypeError(f"Too few arguments for {self}")
        if len(free) == 1 and isinstance(free[0], ParamSpec) and not _parameters_like(args[0]):
            args = (args,)
        _arity_check(self, len(args), len(free))
        binding = dict(zip(free, args))
        return self._with_args(tuple(_put(a, binding) for a in self.__args__))

    def _with_args(self, args):
        if self._kind == "union":
            return Union[args]
        if self._kind == "literal":
            return self
        if self._kind == "annotated":
            return Annotated[(args[0],) + self.__metadata__]
        if self._kind == "callable" and isinstance(args[0], tuple):
            args = args[0] + args[1:]
        return _Hint(self.__origin__, args, kind=self._kind, label=self._label,
                     constructible=self._constructible)

    # behaving like the origin
    def __getattr__(self, name):
        if "__origin__" not in self.__dict__:
            raise AttributeError(name)
        if name == "__name__" or name == "__qualname__":
            return self._label or self.__origin__.__name__
        if _dunder(name):
            raise AttributeError(name)
        return getattr(self.__origin__, name)

    def __call__(self, *args, **kwargs):
        if not self._constructible:
            raise TypeError(f"Type {self._label} cannot be instantiated; use {self.__origin__.__name__}() instead")
        made = self.__origin__(*args, **kwargs)
        try:
            made.__orig_class__ = self
        except (AttributeError, TypeError):
            pass
        return made

    def __mro_entries__(self, bases):
        if isinstance(self.__origin__, _Keyword):
            raise TypeError(f"Cannot subclass {self!r}")
        if self._kind == "annotated":
            return (self.__origin__,)
        later = bases[bases.index(self) + 1:]
        if self.__origin__ is Generic:
            if Protocol in bases or any(isinstance(b, _Hint) for b in later):
                return ()
            return (Generic,)
        if self._label is None:
            return (self.__origin__,)
        return _class_then_generic(self.__origin__, bases, later)

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        if self._kind == "union":
            return any(issubclass(cls, member) for member in self.__args__)
        raise TypeError(_CHECK_REFUSED)

    def __reduce__(self):
        head = globals()[self._label] if self._label else self.__origin__
        if self._kind == "union":
            head = Union
        args = self.__args__[0] if len(self.__args__) == 1 else self.__args__
        return operator.getitem, (head, args)


def _show_union(h):
    a = h.__args__
    if len(a) == 2 and _NoneType in a:
        return f"typing.Optional[{_spell(a[1] if a[0] is _NoneType else a[0])}]"
    return f"typing.Union[{_spell_all(a)}]"


def _show_literal(h):
    return "typing.Literal[" + ", ".join(repr(v) for v in h.__args__) + "]"


def _stands_for_parameters(args):
    """Whether a Callable's args are (..., R), (P, R) or (Concatenate[...], R)."""
    if len(args) != 2:
        return False
    first = args[0]
    return first is ... or isinstance(first, ParamSpec) or (
        isinstance(first, _Hint) and first.__origin__ is Concatenate)


def _show_callable(h):
    takes, gives = h.__args__[:-1], h.__args__[-1]
    if _stands_for_parameters(h.__args__):
        return f"typing.Callable[{_spell(takes[0])}, {_spell(gives)}]"
    return f"typing.Callable[[{_spell_all(takes)}], {_spell(gives)}]"


def _show_keyword(h):
    if h.__origin__ is Unpack:
        return "*" + repr(h.__args__[0])
    return f"{h.__origin__!r}[{_spell_all(h.__args__)}]"


def _show_annotated(h):
    return f"typing.Annotated[{_spell(h.__origin__)}, {', '.join(repr(m) for m in h.__metadata__)}]"


_SHOW_BY_KIND = {"union": _show_union, "literal": _show_literal,
                 "callable": _show_callable, "annotated": _show_annotated, "keyword": _show_keyword}


def _class_then_generic(cls, bases, later):
    """The bases an alias of cls stands for in a class statement: cls
    (unless listed already) and Generic unless a later base is generic."""
    entries = () if cls in bases else (cls,)
    for b in later:
        if isinstance(b, (_Hint, _Family)) or (isinstance(b, type) and issubclass(b, Generic)):
            return entries
    return entries + (Generic,)


class _Family:
    """An unsubscripted alias of a class: List, Dict, Callable, Tuple.
    isinstance and issubclass accept it; subscribing makes a _Hint.
    arity is the number of arguments (-1: any), shape how they parse."""

    __iter__ = None

    def __init__(self, cls, arity, label=None, constructible=True, shape="plain"):
        self.__origin__ = cls
        self._label = label or cls.__name__
        self._arity = arity
        self._constructible = constructible
        self._shape = shape
        where = cls.__qualname__ if cls.__module__ == "builtins" else cls.__module__ + "." + cls.__qualname__
        self.__doc__ = f"A generic version of {where}."

    def __repr__(self):
        return "typing." + self._label

    def __reduce__(self):
        return self._label

    def __getattr__(self, name):
        if "__origin__" not in self.__dict__:
            raise AttributeError(name)
        if name == "__name__" or name == "__qualname__":
            return self._label
        if _dunder(name):
            raise AttributeError(name)
        return getattr(self.__origin__, name)

    def _make(self, args, kind="class"):
        return _Hint(self.__origin__, args, kind=kind, label=self._label, constructible=self._constructible)

    def __getitem__(self, arg):
        if self._shape == "callable":
            return self._callable_of(arg)
        items = _as_tuple(arg)
        if self._shape == "tuple":
            if len(items) >= 2 and items[-1] is ...:
                return self._make(_hints(items[:-1], "Tuple[t, ...]: t must be a type.") + (...,))
            return self._make(_hints(items, "Tuple[t0, t1, ...]: each t must be a type."))
        items = _hints(items, "Parameters to generic types must be types.")
        _arity_check(self, len(items), self._arity)
        return self._make(items)

    def _callable_of(self, arg):
        if not isinstance(arg, tuple) or len(arg) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        takes, gives = arg
        complaint = "Callable[args, result]: result must be a type."
        gives = _hint(gives, complaint)
        if takes is ...:
            return self._make((..., gives), kind="callable")
        if isinstance(takes, list):
            takes = tuple(takes)
        return self._make(tuple(_converted(t) for t in _as_tuple(takes)) + (gives,), kind="callable")

    def __call__(self, *args, **kwargs):
        if not self._constructible:
            raise TypeError(f"Type {self._label} cannot be instantiated; use {self.__origin__.__name__}() instead")
        return self.__origin__(*args, **kwargs)

    def __mro_entries__(self, bases):
        return _class_then_generic(self.__origin__, bases, bases[bases.index(self) + 1:])

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        if isinstance(cls, _Family):
            return issubclass(cls.__origin__, self.__origin__)
        if isinstance(cls, _Hint):
            raise TypeError(_CHECK_REFUSED)
        return issubclass(cls, self.__origin__)

    __or__ = _uniform_or
    __ror__ = _uniform_ror


class Annotated:
    """A type with context-specific metadata: Annotated[T, x]."""

    def __new__(cls, *args, **kwargs):
        raise TypeError("Type Annotated cannot be instantiated.")

    def __class_getitem__(cls, arg):
        if not isinstance(arg, tuple) or len(arg) < 2:
            raise TypeError("Annotated[...] should be used with at least two arguments (a type and an annotation).")
        inner = _hint(arg[0], "Annotated[t, ...]: t must be a type.", special=True)
        extra = tuple(arg[1:])
        if isinstance(inner, _Hint) and inner._kind == "annotated":
            inner, extra = inner.__origin__, inner.__metadata__ + extra
        return _Hint(inner, (inner,), kind="annotated", metadata=extra)


# --- Generic and Protocol ---------------------------------------------------

class Generic:
    """The base of generic classes: class Stack(Generic[T])."""

    _is_protocol = False

    def __class_getitem__(cls, arg):
        args = _as_tuple(arg)
        if not args and cls is not Tuple:
            raise TypeError(f"Parameter list to {cls.__qualname__}[...] cannot be empty")
        args = tuple(_converted(a) for a in args)
        if cls is Generic or cls is Protocol:
            if not all(_is_variable(a) for a in args):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be type variables "
                                "or parameter specification variables.")
            if len(set(args)) != len(args):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be unique")
        else:
            _arity_check(cls, len(args), len(cls.__parameters__))
        return _Hint(cls, args)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        written = cls.__dict__.get("__orig_bases__")
        if written is None:
            plain = Generic in cls.__bases__ and cls.__name__ != "Protocol"
        else:
            plain = Generic in written
        if plain:
            raise TypeError("Cannot inherit from plain Generic")
        if written is None:
            cls.__parameters__ = ()
            return
        found = _variables_of(written)
        declared = [b for b in written if isinstance(b, _Hint) and b.__origin__ is Generic]
        if len(declared) > 1:
            raise TypeError("Cannot inherit from Generic[...] multiple times.")
        if declared:
            listed = declared[0].__parameters__
            missing = [v for v in found if v not in listed]
            if missing:
                raise TypeError(f"Some type variables ({', '.join(str(v) for v in missing)}) "
                                f"are not listed in Generic[{', '.join(str(v) for v in listed)}]")
            found = listed
        cls.__parameters__ = found


Generic.__parameters__ = ()

# What a protocol's own namespace holds that is not one of its members.
_NOT_MEMBERS = frozenset({
    "__abstractmethods__", "__annotations__", "__weakref__", "__dict__", "__slots__",
    "__parameters__", "__orig_bases__", "__args__", "__origin__", "__orig_class__",
    "__doc__", "__subclasshook__", "__init__", "__new__", "__module__", "__qualname__",
    "__init_subclass__", "__class_getitem__", "_is_protocol", "_is_runtime_protocol",
})


def _members(proto):
    """The names a class must have to satisfy protocol proto."""
    names = set()
    for base in proto.__mro__:
        if base in (Protocol, Generic, object) or not base.__dict__.get("_is_protocol", False):
            continue
        for name in list(base.__dict__) + list(base.__dict__.get("__annotations__", {})):
            if name not in _NOT_MEMBERS and not name.startswith("_abc_"):
                names.add(name)
    return names


def _demand_runtime(proto):
    if not getattr(proto, "_is_runtime_protocol", False):
        raise TypeError("Instance and class checks can only be used with @runtime_checkable protocols")


class _StructuralClass(abc.ABCMeta):
    """Protocol's class: isinstance looks at what the object has."""

    def __instancecheck__(cls, obj):
        if not cls.__dict__.get("_is_protocol", False):
            return super().__instancecheck__(obj)
        _demand_runtime(cls)
        if cls in type(obj).__mro__:
            return True
        names = _members(cls)
        if _methods_only(cls, names):
            # The class-level check (through __subclasshook__) also sees
            # registered classes.
            return issubclass(type(obj), cls)
        return all(hasattr(obj, n) and not (callable(getattr(cls, n, None)) and getattr(obj, n) is None)
                   for n in names)


def _methods_only(proto, names):
    return all(callable(getattr(proto, n, None)) for n in names)


def _protocol_subclass_hook(proto, other):
    if not proto.__dict__.get("_is_protocol", False):
        return NotImplemented
    _demand_runtime(proto)
    if not isinstance(other, type):
        raise TypeError("issubclass() arg 1 must be a class")
    names = _members(proto)
    if not _methods_only(proto, names):
        raise TypeError("Protocols with non-method members don't support issubclass()")
    for name in names:
        owner = next((b for b in other.__mro__ if name in b.__dict__), None)
        if owner is None or owner.__dict__[name] is None:
            return NotImplemented
    return True


def _refuse_protocol_instance(self, *args, **kwargs):
    if type(self)._is_protocol:
        raise TypeError("Protocols cannot be instantiated")


class Protocol(Generic, metaclass=_StructuralClass):
    """The base of protocol classes (structural subtyping)."""

    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if "_is_protocol" not in cls.__dict__:
            cls._is_protocol = Protocol in cls.__bases__
        if "__subclasshook__" not in cls.__dict__:
            cls.__subclasshook__ = classmethod(_protocol_subclass_hook)
        if cls._is_protocol and cls.__init__ is Protocol.__init__:
            cls.__init__ = _refuse_protocol_instance


def runtime_checkable(cls):
    """Mark a protocol class as checkable by isinstance and issubclass."""
    if not (isinstance(cls, type) and issubclass(cls, Generic) and cls.__dict__.get("_is_protocol", False)):
        raise TypeError(f"@runtime_checkable can be only applied to protocol classes, got {cls!r}")
    cls._is_runtime_protocol = True
    return cls


# --- functions for type checkers --------------------------------------------

def cast(typ, val):
    """Cast a value to a type: returns the value unchanged."""
    return val


def assert_type(val, typ, /):
    """Ask a type checker to confirm val's type; returns val."""
    return val


def reveal_type(obj, /):
    """Print obj's run-time type to stderr; returns obj."""
    print(f"Runtime type is {type(obj).__name__!r}", file=sys.stderr)
    return obj


def assert_never(arg, /):
    """Mark code a type checker proves unreachable."""
    shown = repr(arg)
    if len(shown) > 100:
        shown = shown[:100] + "..."
    raise AssertionError(f"Expected code to be unreachable, but got: {shown}")


def _resolved(t, globalns, localns):
    """t with its forward references evaluated."""
    if isinstance(t, ForwardRef):
        return t._resolve(globalns, localns)
    if not isinstance(t, (_Hint, types.GenericAlias, types.UnionType)):
        return t
    if isinstance(t, _Hint) and t._kind == "literal":
        return t
    args = tuple(_resolved(a, globalns, localns) for a in t.__args__)
    if args == t.__args__:
        return t
    if isinstance(t, types.UnionType):
        return functools.reduce(operator.or_, args)
    if isinstance(t, types.GenericAlias):
        return types.GenericAlias(t.__origin__, args)
    return t._with_args(args)


def _plain(t):
    """t without Annotated, Required and NotRequired wrappers."""
    while isinstance(t, _Hint) and (t._kind == "annotated" or t.__origin__ in (Required, NotRequired)):
        t = t.__origin__ if t._kind == "annotated" else t.__args__[0]
    return t


def _evaluate_all(annotations, globalns, localns, **ref_options):
    hints = {}
    for name, value in annotations.items():
        if value is None:
            value = _NoneType
        elif isinstance(value, str):
            value = ForwardRef(value, **ref_options)
        hints[name] = _resolved(value, globalns, localns)
    return hints


# What get_type_hints answers {} for when it has no __annotations__.
_HINTLESS_KINDS = (types.FunctionType, types.ModuleType, types.BuiltinFunctionType, types.MethodType)


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """The annotations of a function, method, module or class, with the
    string ones evaluated (a class's merged along its MRO)."""
    if isinstance(obj, type):
        hints = {}
        for klass in reversed(obj.__mro__):
            own = klass.__dict__.get("__annotations__", {})
            module_ns = globalns
            if module_ns is None:
                module_ns = getattr(sys.modules.get(klass.__module__), "__dict__", {})
            class_ns = dict(vars(klass)) if localns is None else localns
            if globalns is None and localns is None:
                # Class names shadow the module's, as in the class body.
                module_ns, class_ns = class_ns, module_ns
            hints.update(_evaluate_all(own, module_ns, class_ns, is_argument=False, is_class=True))
    else:
        if globalns is None:
            if isinstance(obj, types.ModuleType):
                globalns = obj.__dict__
            else:
                inner = obj
                while hasattr(inner, "__wrapped__"):
                    inner = inner.__wrapped__
                globalns = getattr(inner, "__globals__", {})
        if localns is None:
            localns = globalns
        own = getattr(obj, "__annotations__", None)
        if own is None:
            if isinstance(obj, _HINTLESS_KINDS):
                return {}
            raise TypeError(f"{obj!r} is not a module, class, method, or function.")
        hints = _evaluate_all(own, globalns, localns, is_argument=not isinstance(obj, types.ModuleType))
    if include_extras:
        return hints
    return {name: _plain(t) for name, t in hints.items()}


def get_origin(tp):
    """The unsubscripted form of a type: get_origin(List[int]) is list."""
    if isinstance(tp, _Hint):
        return Annotated if tp._kind == "annotated" else tp.__origin__
    if isinstance(tp, (_Family, types.GenericAlias, _ParamSpecPart)):
        return tp.__origin__
    if isinstance(tp, types.UnionType):
        return types.UnionType
    return Generic if tp is Generic else None


def get_args(tp):
    """The type arguments: get_args(Dict[str, int]) is (str, int)."""
    if isinstance(tp, _Hint):
        if tp._kind == "annotated":
            return (tp.__origin__,) + tp.__metadata__
        if tp._kind == "callable" and not _stands_for_parameters(tp.__args__):
            return (list(tp.__args__[:-1]), tp.__args__[-1])
        return tp.__args__
    if isinstance(tp, (types.GenericAlias, types.UnionType)):
        return tp.__args__
    return ()


# Overloads by (module, qualified name), in definition order.
_overloads_seen = {}


def _overload_key(func):
    return getattr(func, "__module__", None), getattr(func, "__qualname__", None)


def _called_overload(*args, **kwargs):
    raise NotImplementedError(
        "You should not call an overloaded function. A series of @overload-decorated "
        "functions outside a stub module should always be followed by an implementation "
        "that is not @overload-ed.")


def overload(func):
    """Mark a definition as one overload (for type checkers); the
    undecorated definition that follows is the implementation."""
    _overloads_seen.setdefault(_overload_key(func), []).append(func)
    return _called_overload


def get_overloads(func):
    """The overloads of func, in definition order."""
    return list(_overloads_seen.get(_overload_key(func), ()))


def clear_overloads():
    """Forget every overload seen."""
    _overloads_seen.clear()


def _mark(obj, attribute):
    try:
        setattr(obj, attribute, True)
    except (AttributeError, TypeError):
        pass
    return obj


def final(f):
    """Mark a method or class final (for type checkers)."""
    return _mark(f, "__final__")


def no_type_check(arg):
    """Mark arg's annotations as not being type hints."""
    return _mark(arg, "__no_type_check__")


def no_type_check_decorator(decorator):
    """Give decorator the effect of no_type_check on what it makes."""
    @functools.wraps(decorator)
    def marking(*args, **kwargs):
        return no_type_check(decorator(*args, **kwargs))
    return marking


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    """Mark a decorator, class or metaclass as making dataclass-like classes."""
    def record(target):
        target.__dataclass_transform__ = {
            "eq_default": eq_default, "order_default": order_default,
            "kw_only_default": kw_only_default, "field_specifiers": field_specifiers,
            "kwargs": kwargs}
        return target
    return record


class NewType:
    """NewType('UserId', int): a callable returning its argument, a
    distinct type for type checkers."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        self.__name__ = name.rpartition(".")[2]
        self.__supertype__ = tp
        home = _module_of_caller()
        if home != "typing":
            self.__module__ = home

    def __mro_entries__(self, bases):
        name = self.__name__

        class RefuseSubclass:
            def __init_subclass__(cls):
                raise TypeError("Cannot subclass an instance of NewType. Perhaps you were looking for: "
                                f"`{cls.__name__} = NewType({cls.__name__!r}, {name})`")
        return (RefuseSubclass,)

    def __repr__(self):
        return f"{self.__module__}.{self.__qualname__}"

    def __call__(self, x):
        return x

    def __reduce__(self):
        return self.__qualname__

    __or__ = _uniform_or
    __ror__ = _uniform_ror


# --- the aliases ------------------------------------------------------------

_abcs = collections.abc
Hashable = _Family(_abcs.Hashable, 0)
Awaitable = _Family(_abcs.Awaitable, 1)
Coroutine = _Family(_abcs.Coroutine, 3)
AsyncIterable = _Family(_abcs.AsyncIterable, 1)
AsyncIterator = _Family(_abcs.AsyncIterator, 1)
Iterable = _Family(_abcs.Iterable, 1)
Iterator = _Family(_abcs.Iterator, 1)
Reversible = _Family(_abcs.Reversible, 1)
Sized = _Family(_abcs.Sized, 0)
Container = _Family(_abcs.Container, 1)
Collection = _Family(_abcs.Collection, 1)
Callable = _Family(_abcs.Callable, 2, shape="callable")
AbstractSet = _Family(_abcs.Set, 1, label="AbstractSet")
MutableSet = _Family(_abcs.MutableSet, 1)
Mapping = _Family(_abcs.Mapping, 2)
MutableMapping = _Family(_abcs.MutableMapping, 2)
Sequence = _Family(_abcs.Sequence, 1)
MutableSequence = _Family(_abcs.MutableSequence, 1)
ByteString = _Family(_abcs.ByteString, 0)
MappingView = _Family(_abcs.MappingView, 1)
KeysView = _Family(_abcs.KeysView, 1)
ItemsView = _Family(_abcs.ItemsView, 2)
ValuesView = _Family(_abcs.ValuesView, 1)
Generator = _Family(_abcs.Generator, 3)
AsyncGenerator = _Family(_abcs.AsyncGenerator, 2)
Tuple = _Family(tuple, -1, label="Tuple", constructible=False, shape="tuple")
List = _Family(list, 1, label="List", constructible=False)
Set = _Family(set, 1, label="Set", constructible=False)
FrozenSet = _Family(frozenset, 1, label="FrozenSet", constructible=False)
Dict = _Family(dict, 2, label="Dict", constructible=False)
Type = _Family(type, 1, label="Type")
Deque = _Family(collections.deque, 1, label="Deque")
DefaultDict = _Family(collections.defaultdict, 2, label="DefaultDict")
OrderedDict = _Family(collections.OrderedDict, 2)
Counter = _Family(collections.Counter, 1)
ChainMap = _Family(collections.ChainMap, 2)
ContextManager = _Family(contextlib.AbstractContextManager, 1, label="ContextManager")
Pattern = _Family(re.Pattern, 1)
Match = _Family(re.Match, 1)
del _abcs

AnyStr = TypeVar("AnyStr", bytes, str)
Text = str


def _single_method_protocol(name, method):
    def stub(self):
        pass
    ns = {method: stub, "__module__": "typing", "__qualname__": name,
          "__doc__": f"An ABC with one abstract method {method}."}
    return runtime_checkable(_StructuralClass(name, (Protocol,), ns))


SupportsInt = _single_method_protocol("SupportsInt", "__int__")
SupportsFloat = _single_method_protocol("SupportsFloat", "__float__")
SupportsComplex = _single_method_protocol("SupportsComplex", "__complex__")
SupportsBytes = _single_method_protocol("SupportsBytes", "__bytes__")
SupportsIndex = _single_method_protocol("SupportsIndex", "__index__")
SupportsAbs = _single_method_protocol("SupportsAbs", "__abs__")
SupportsRound = _single_method_protocol("SupportsRound", "__round__")


class AsyncContextManager(Generic[TypeVar("T_co", covariant=True)]):
    """An object usable in an async with statement."""


class IO(Generic[AnyStr]):
    """The generic base of TextIO and BinaryIO."""


class BinaryIO(IO[bytes]):
    """The type of what open() returns in binary mode."""


class TextIO(IO[str]):
    """The type of what open() returns in text mode."""


# --- NamedTuple and TypedDict -----------------------------------------------

# Names a NamedTuple class body may not define, and those it defines anyway.
_NAMEDTUPLE_RESERVED = frozenset({"__new__", "__init__", "__slots__", "__getnewargs__", "_fields",
                                  "_field_defaults", "_make", "_replace", "_asdict", "_source"})
_CLASS_BODY_BOOKKEEPING = frozenset({"__module__", "__name__", "__annotations__", "__qualname__",
                                     "__doc__", "__orig_bases__"})


def _typed_namedtuple(name, pairs, module, defaults=()):
    pairs = list(pairs)
    made = collections.namedtuple(name, [pair[0] for pair in pairs], defaults=defaults, module=module)
    annotations = {field: _hint(tp, f"field {field} annotation must be a type") for field, tp in pairs}
    made.__annotations__ = annotations
    made.__new__.__annotations__ = annotations
    return made


class _NamedTupleClass(type):
    """The class of NamedTuple's stand-in base: a class statement naming
    NamedTuple builds a collections.namedtuple instead."""

    def __new__(meta, name, bases, ns):
        if any(b is not _NamedTupleBase and b is not Generic for b in bases):
            raise TypeError("can only inherit from a NamedTuple type and Generic")
        fields = ns.get("__annotations__", {})
        with_default = []
        for field in fields:
            if field in ns:
                with_default.append(field)
            elif with_default:
                raise TypeError(f"Non-default namedtuple field {field} cannot follow default field"
                                f"{'s' if len(with_default) > 1 else ''} {', '.join(with_default)}")
        made = _typed_namedtuple(name, fields.items(), ns["__module__"], [ns[f] for f in with_default])
        for key, value in ns.items():
            if key in _NAMEDTUPLE_RESERVED:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            if key not in _CLASS_BODY_BOOKKEEPING and key not in made._fields:
                setattr(made, key, value)
        if ns.get("__doc__") is not None:
            made.__doc__ = ns["__doc__"]
        return made


_NamedTupleBase = type.__new__(_NamedTupleClass, "NamedTuple", (), {"__module__": "typing"})


def NamedTuple(typename, fields=None, /, **kwargs):
    """A namedtuple with typed fields: class P(NamedTuple): x: int, or
    NamedTuple('P', [('x', int)])."""
    if fields is None:
        fields = kwargs.items()
    elif kwargs:
        raise TypeError("Either list of fields or keywords can be provided to NamedTuple, not both")
    return _typed_namedtuple(typename, fields, _module_of_caller())


NamedTuple.__mro_entries__ = lambda bases: (_NamedTupleBase,)


class _TypedDictClass(type):
    """The class of TypedDict classes: calling one makes a plain dict."""

    def __new__(meta, name, bases, ns, total=True):
        if any(type(b) is not _TypedDictClass and b is not Generic for b in bases):
            raise TypeError("cannot inherit from both a TypedDict type and a non-TypedDict base class")
        made = type.__new__(_TypedDictClass, name, (dict,), ns)
        annotations, required, optional = {}, set(), set()
        for b in bases:
            annotations.update(b.__dict__.get("__annotations__", {}))
            required |= b.__dict__.get("__required_keys__", frozenset())
            optional |= b.__dict__.get("__optional_keys__", frozenset())
        own = ns.get("__annotations__", {})
        annotations.update(own)
        for key, tp in own.items():
            marker = get_origin(tp)
            needed = True if marker is Required else False if marker is NotRequired else total
            (required if needed else optional).add(key)
        made.__annotations__ = annotations
        made.__required_keys__ = frozenset(required)
        made.__optional_keys__ = frozenset(optional)
        made.__total__ = total
        return made

    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    def __subclasscheck__(cls, other):
        raise TypeError("TypedDict does not support instance and class checks")

    __instancecheck__ = __subclasscheck__


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    """A dict type with a fixed set of typed keys: class M(TypedDict):
    x: int. Its instances are plain dicts."""
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError("TypedDict takes either a dict or keyword arguments, but not both")
    ns = {"__annotations__": dict(fields), "__module__": _module_of_caller()}
    return _TypedDictClass(typename, (), ns, total=total)


_TypedDictBase = type.__new__(_TypedDictClass, "TypedDict", (), {"__module__": "typing"})
TypedDict.__mro_entries__ = lambda bases: (_TypedDictBase,)


def is_typeddict(tp):
    """Whether tp is a TypedDict class."""
    return isinstance(tp, _TypedDictClass)
