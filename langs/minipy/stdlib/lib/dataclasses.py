"""Data classes (PEP 557): the dataclass decorator writes __init__,
__repr__, __eq__ and, as asked, the ordering methods, __hash__ and
frozen instances, from the class's annotated fields."""

import copy
import sys
import types

__all__ = ["dataclass", "field", "Field", "FrozenInstanceError", "InitVar", "KW_ONLY",
           "MISSING", "fields", "asdict", "astuple", "make_dataclass", "replace",
           "is_dataclass"]


class FrozenInstanceError(AttributeError):
    pass


class _MissingType:
    def __repr__(self):
        return "MISSING"


MISSING = _MissingType()


class _KwOnlyType:
    def __repr__(self):
        return "KW_ONLY"


KW_ONLY = _KwOnlyType()

_FIELDS = "__dataclass_fields__"
_PARAMS = "__dataclass_params__"
_POST_INIT = "__post_init__"


class InitVar:
    """An init-only pseudo-field: an __init__ parameter passed on to
    __post_init__."""

    __slots__ = ("type",)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        if isinstance(self.type, type):
            type_name = self.type.__name__
        else:
            type_name = repr(self.type)
        return f"dataclasses.InitVar[{type_name}]"

    def __class_getitem__(cls, type):
        return InitVar(type)


class _FieldKind:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FieldKind("_FIELD")
_FIELD_CLASSVAR = _FieldKind("_FIELD_CLASSVAR")
_FIELD_INITVAR = _FieldKind("_FIELD_INITVAR")


class Field:
    """One field of a data class (what field() and an annotation make)."""

    __slots__ = ("name", "type", "default", "default_factory", "repr", "hash", "init",
                 "compare", "metadata", "kw_only", "_field_type")

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = types.MappingProxyType({}) if metadata is None else metadata
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ("Field("
                f"name={self.name!r},"
                f"type={self.type!r},"
                f"default={self.default!r},"
                f"default_factory={self.default_factory!r},"
                f"init={self.init!r},"
                f"repr={self.repr!r},"
                f"hash={self.hash!r},"
                f"compare={self.compare!r},"
                f"metadata={self.metadata!r},"
                f"kw_only={self.kw_only!r},"
                f"_field_type={self._field_type}"
                ")")

    def __set_name__(self, owner, name):
        func = getattr(type(self.default), "__set_name__", None)
        if func:
            func(self.default, owner, name)


class _DataclassParams:
    __slots__ = ("init", "repr", "eq", "order", "unsafe_hash", "frozen")

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ("_DataclassParams("
                f"init={self.init!r},"
                f"repr={self.repr!r},"
                f"eq={self.eq!r},"
                f"order={self.order!r},"
                f"unsafe_hash={self.unsafe_hash!r},"
                f"frozen={self.frozen!r}"
                ")")


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    """Describe a field: its default (or default_factory) and whether
    __init__, __repr__, comparisons and __hash__ use it."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _annotation_is(annotation, names, test):
    # a string annotation (PEP 563) is judged by its text
    if isinstance(annotation, str):
        return annotation.startswith(names)
    return test(annotation)


def _is_classvar(annotation):
    typing = sys.modules.get("typing")
    return _annotation_is(annotation, ("ClassVar", "typing.ClassVar", "t.ClassVar"),
                          lambda a: typing is not None and (a is typing.ClassVar or
                                                            getattr(a, "__origin__", None) is typing.ClassVar))


def _is_initvar(annotation):
    return _annotation_is(annotation, ("InitVar", "dataclasses.InitVar"),
                          lambda a: a is InitVar or isinstance(a, InitVar))


def _is_kw_only(annotation):
    if isinstance(annotation, str):
        return annotation in ("KW_ONLY", "dataclasses.KW_ONLY")
    return annotation is KW_ONLY


def _field_from_annotation(cls, name, annotation, default_kw_only):
    """The Field of one annotated name of cls: its field() or its plain
    default, classified as a field, ClassVar or InitVar."""
    value = getattr(cls, name, MISSING)
    if isinstance(value, Field):
        f = value
    else:
        if isinstance(value, getattr(types, "MemberDescriptorType", ())):
            value = MISSING  # a slot, not a default
        f = field(default=value)
    f.name, f.type = name, annotation
    if _is_classvar(annotation):
        f._field_type = _FIELD_CLASSVAR
    elif _is_initvar(annotation):
        f._field_type = _FIELD_INITVAR
    else:
        f._field_type = _FIELD
    pseudo = f._field_type is not _FIELD
    if pseudo and f.default_factory is not MISSING:
        raise TypeError(f"field {f.name} cannot have a default factory")
    if f._field_type is _FIELD_CLASSVAR:
        if f.kw_only is not MISSING:
            raise TypeError(f"field {f.name} is a ClassVar but specifies kw_only")
    elif f.kw_only is MISSING:
        f.kw_only = default_kw_only
    if not pseudo and type(f.default).__hash__ is None:
        raise ValueError(f"mutable default {type(f.default)} for field {f.name} is not allowed: use default_factory")
    return f


def _recursive_repr(user_function):
    # "..." for an object met again while its repr is being made
    active = set()

    def wrapper(self):
        if id(self) in active:
            return "..."
        active.add(id(self))
        try:
            return user_function(self)
        finally:
            active.discard(id(self))
    wrapper.__name__, wrapper.__qualname__ = user_function.__name__, user_function.__qualname__
    wrapper.__wrapped__ = user_function
    return wrapper


def _compiled_function(name, params, body, module_globals, names, qualname):
    """A function compiled from source, its free names bound from
    `names`, so that a bad call fails exactly as one of a def does."""
    inner = "def %s(%s):\n%s" % (name, ", ".join(params), "\n".join("  " + line for line in body or ["pass"]))
    outer = "def __create_fn__(%s):\n%s\n  return %s" % (
        ", ".join(names), "\n".join("  " + line for line in inner.splitlines()), name)
    scope = {}
    exec(outer, module_globals, scope)
    made = scope["__create_fn__"](**names)
    made.__qualname__ = qualname
    return made


class _HasDefaultFactory:
    def __repr__(self):
        return "<factory>"


_HAS_DEFAULT_FACTORY = _HasDefaultFactory()


class _InitWriter:
    """The source of a data class's __init__: its parameters, one
    assignment per field, the __post_init__ call."""

    def __init__(self, frozen):
        self.frozen = frozen
        self.names = {"_HAS_DEFAULT_FACTORY": _HAS_DEFAULT_FACTORY,
                      "__dataclass_builtins_object__": object, "MISSING": MISSING}

    def default_name(self, f, value):
        key = "_dflt_" + f.name
        self.names[key] = value
        return key

    def parameter(self, f):
        if f.default is not MISSING:
            return f.name + "=_dflt_" + f.name
        if f.default_factory is not MISSING:
            return f.name + "=_HAS_DEFAULT_FACTORY"
        return f.name

    def assignment(self, f):
        """The line setting f (None when __init__ leaves it alone)."""
        if f.default_factory is not MISSING:
            factory = self.default_name(f, f.default_factory)
            value = (f"{factory}() if {f.name} is _HAS_DEFAULT_FACTORY else {f.name}"
                     if f.init else factory + "()")
        elif f.init:
            if f.default is not MISSING:
                self.default_name(f, f.default)
            value = f.name
        elif f.default is not MISSING:
            value = self.default_name(f, f.default)
        else:
            return None
        if f._field_type is _FIELD_INITVAR:
            return None
        if self.frozen:
            return f"__dataclass_builtins_object__.__setattr__(self, {f.name!r}, {value})"
        return f"self.{f.name} = {value}"


def _check_default_order(fields):
    defaulted = False
    for f in fields:
        if f.default is not MISSING or f.default_factory is not MISSING:
            defaulted = True
        elif defaulted:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")


def _fields_tuple(obj, fields):
    return tuple(getattr(obj, f.name) for f in fields)


_ORDERINGS = (("__lt__", lambda a, b: a < b), ("__le__", lambda a, b: a <= b),
              ("__gt__", lambda a, b: a > b), ("__ge__", lambda a, b: a >= b))


class _Builder:
    """What @dataclass does to one class, step by step (in CPython's
    order, which decides which error a faulty class gets)."""

    def __init__(self, cls, options):
        self.cls, self.opt = cls, options
        module = sys.modules.get(cls.__module__)
        self.module_globals = module.__dict__ if module is not None else {}
        self.fields = {}

    def add(self, name, value):
        """Set name on the class unless the class defines it; whether it did."""
        if name in self.cls.__dict__:
            return True
        setattr(self.cls, name, value)
        return False

    def add_or_fail(self, name, value, advice=""):
        if self.add(name, value):
            raise TypeError(f"Cannot overwrite attribute {name} in class {self.cls.__name__}{advice}")

    def collect(self):
        cls, opt = self.cls, self.opt
        setattr(cls, _PARAMS, _DataclassParams(opt["init"], opt["repr"], opt["eq"], opt["order"],
                                               opt["unsafe_hash"], opt["frozen"]))
        base_params = []
        for base in reversed(cls.__mro__[1:]):
            inherited = getattr(base, _FIELDS, None)
            if inherited is not None:
                self.fields.update((f.name, f) for f in inherited.values())
                base_params.append(getattr(base, _PARAMS))
        annotations = cls.__dict__.get("__annotations__", {})
        kw_only, marker_seen = opt["kw_only"], False
        own = []
        for name, annotation in annotations.items():
            if not _is_kw_only(annotation):
                own.append(_field_from_annotation(cls, name, annotation, kw_only))
            elif marker_seen:
                raise TypeError(f"{name!r} is KW_ONLY, but KW_ONLY has already been specified")
            else:
                marker_seen = kw_only = True
        for f in own:
            self.fields[f.name] = f
            if isinstance(getattr(cls, f.name, None), Field):
                # the class attribute becomes the plain default (or goes)
                if f.default is MISSING:
                    delattr(cls, f.name)
                else:
                    setattr(cls, f.name, f.default)
        for name, value in cls.__dict__.items():
            if isinstance(value, Field) and name not in annotations:
                raise TypeError(f"{name!r} is a field but has no type annotation")
        if base_params:
            frozen_base = any(p.frozen for p in base_params)
            if frozen_base and not opt["frozen"]:
                raise TypeError("cannot inherit non-frozen dataclass from a frozen one")
            if not frozen_base and opt["frozen"]:
                raise TypeError("cannot inherit frozen dataclass from a non-frozen one")
        setattr(cls, _FIELDS, self.fields)

    def of_kind(self, *kinds):
        return [f for f in self.fields.values() if f._field_type in kinds]

    def write_init(self):
        in_init = self.of_kind(_FIELD, _FIELD_INITVAR)
        positional = [f for f in in_init if not f.kw_only and f.init]
        keyword = [f for f in in_init if f.kw_only and f.init]
        _check_default_order(positional)
        writer = _InitWriter(self.opt["frozen"])
        body = [line for line in map(writer.assignment, in_init) if line]
        if hasattr(self.cls, _POST_INIT):
            passed = ", ".join(f.name for f in in_init if f._field_type is _FIELD_INITVAR)
            body.append(f"self.{_POST_INIT}({passed})")
        params = ["self"] + [writer.parameter(f) for f in positional]
        if keyword:
            params += ["*"] + [writer.parameter(f) for f in keyword]
        init = _compiled_function("__init__", params, body, self.module_globals, writer.names,
                                  f"{self.cls.__qualname__}.__init__")
        init.__annotations__ = {**{f.name: f.type for f in positional + keyword}, "return": None}
        self.add("__init__", init)
        return positional

    def write_repr(self):
        shown = [f for f in self.of_kind(_FIELD) if f.repr]

        def __repr__(self):
            return "%s(%s)" % (type(self).__qualname__,
                               ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in shown))
        __repr__.__qualname__ = "__create_fn__.<locals>.__repr__"
        __repr__ = _recursive_repr(__repr__)
        __repr__.__qualname__ = f"{self.cls.__qualname__}.__repr__"
        self.add("__repr__", __repr__)

    def compared(self):
        return [f for f in self.of_kind(_FIELD) if f.compare]

    def write_eq(self):
        keys = self.compared()

        def __eq__(self, other):
            if other.__class__ is not self.__class__:
                return NotImplemented
            return _fields_tuple(self, keys) == _fields_tuple(other, keys)
        __eq__.__qualname__ = f"{self.cls.__qualname__}.__eq__"
        self.add("__eq__", __eq__)

    def write_order(self):
        keys = self.compared()
        for name, test in _ORDERINGS:
            def compare(self, other, test=test):
                if other.__class__ is not self.__class__:
                    return NotImplemented
                return test(_fields_tuple(self, keys), _fields_tuple(other, keys))
            compare.__name__, compare.__qualname__ = name, f"{self.cls.__qualname__}.{name}"
            self.add_or_fail(name, compare, ". Consider using functools.total_ordering")

    def write_frozen(self):
        cls, fields = self.cls, self.fields

        def __setattr__(self, name, value):
            if type(self) is cls or name in fields:
                raise FrozenInstanceError(f"cannot assign to field {name!r}")
            super(cls, self).__setattr__(name, value)

        def __delattr__(self, name):
            if type(self) is cls or name in fields:
                raise FrozenInstanceError(f"cannot delete field {name!r}")
            super(cls, self).__delattr__(name)
        self.add_or_fail("__setattr__", __setattr__)
        self.add_or_fail("__delattr__", __delattr__)

    def write_hash(self, explicit):
        """The hash table of PEP 557: unsafe_hash writes one; otherwise
        eq with frozen writes one, eq alone makes the class unhashable,
        unless the class wrote its own."""
        keys = [f for f in self.of_kind(_FIELD) if (f.compare if f.hash is None else f.hash)]

        def __hash__(self):
            return hash(_fields_tuple(self, keys))
        opt = self.opt
        if opt["unsafe_hash"]:
            if explicit:
                raise TypeError(f"Cannot overwrite attribute __hash__ in class {self.cls.__name__}")
            self.cls.__hash__ = __hash__
        elif not explicit and opt["eq"]:
            self.cls.__hash__ = __hash__ if opt["frozen"] else None

    def write_doc(self):
        if getattr(self.cls, "__doc__"):
            return
        try:
            import inspect
            signature = str(inspect.signature(self.cls)).replace(" -> None", "")
        except (TypeError, ValueError, ImportError):
            signature = ""
        self.cls.__doc__ = self.cls.__name__ + signature

    def build(self):
        opt, cls = self.opt, self.cls
        self.collect()
        own_hash = cls.__dict__.get("__hash__", MISSING)
        explicit_hash = not (own_hash is MISSING or (own_hash is None and "__eq__" in cls.__dict__))
        if opt["order"] and not opt["eq"]:
            raise ValueError("eq must be true if order is true")
        positional = [f for f in self.of_kind(_FIELD, _FIELD_INITVAR) if not f.kw_only]
        if opt["init"]:
            self.write_init()
        for wanted, write in (("repr", self.write_repr), ("eq", self.write_eq),
                              ("order", self.write_order), ("frozen", self.write_frozen)):
            if opt[wanted]:
                write()
        self.write_hash(explicit_hash)
        self.write_doc()
        if opt["match_args"]:
            self.add("__match_args__", tuple(f.name for f in positional))
        return _add_slots(cls, opt["frozen"], opt["weakref_slot"]) if opt["slots"] else cls


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots, weakref_slot):
    options = dict(init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash, frozen=frozen,
                   match_args=match_args, kw_only=kw_only, slots=slots, weakref_slot=weakref_slot)
    return _Builder(cls, options).build()


def _add_slots(cls, is_frozen, weakref_slot):
    cls_dict = dict(cls.__dict__)
    field_names = tuple(f.name for f in fields(cls))
    inherited = set()
    for base in cls.__mro__[1:-1]:
        inherited.update(getattr(base, "__slots__", ()))
    cls_dict["__slots__"] = tuple(n for n in field_names if n not in inherited) + (
        ("__weakref__",) if weakref_slot else ())
    for name in field_names:
        cls_dict.pop(name, None)
    cls_dict.pop("__dict__", None)
    cls_dict.pop("__weakref__", None)
    qualname = getattr(cls, "__qualname__", None)
    new = type(cls)(cls.__name__, cls.__bases__, cls_dict)
    if qualname is not None:
        new.__qualname__ = qualname
    return new


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False,
              frozen=False, match_args=True, kw_only=False, slots=False, weakref_slot=False):
    """Add __init__, __repr__, __eq__ (and, as asked, ordering, hashing
    and frozen instances) to a class from its annotated fields."""
    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args,
                              kw_only, slots, weakref_slot)
    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    """The fields of a data class or of one of its instances, in order."""
    try:
        fields = getattr(class_or_instance, _FIELDS)
    except AttributeError:
        raise TypeError("must be called with a dataclass type or instance") from None
    return tuple(f for f in fields.values() if f._field_type is _FIELD)


def _is_dataclass_instance(obj):
    return hasattr(type(obj), _FIELDS)


def is_dataclass(obj):
    """Whether obj is a data class or an instance of one."""
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, _FIELDS)


def _unpacked(obj, of_instance):
    """obj with every data class instance in it made plain by
    of_instance(instance, recurse): lists, tuples (named ones too) and
    dicts rebuilt around their converted items, anything else deep-copied."""
    def recurse(x):
        if _is_dataclass_instance(x):
            return of_instance(x, recurse)
        if isinstance(x, tuple) and hasattr(x, "_fields"):
            return type(x)(*map(recurse, x))
        if isinstance(x, (list, tuple)):
            return type(x)(map(recurse, x))
        if isinstance(x, dict):
            return type(x)((recurse(k), recurse(v)) for k, v in x.items())
        return copy.deepcopy(x)
    return recurse(obj)


def _need_instance(obj, what):
    if not _is_dataclass_instance(obj):
        raise TypeError(what + "() should be called on dataclass instances")


def asdict(obj, *, dict_factory=dict):
    """The fields of a data class instance as a dict, recursively."""
    _need_instance(obj, "asdict")
    return _unpacked(obj, lambda x, recurse: dict_factory(
        [(f.name, recurse(getattr(x, f.name))) for f in fields(x)]))


def astuple(obj, *, tuple_factory=tuple):
    """The fields of a data class instance as a tuple, recursively."""
    _need_instance(obj, "astuple")
    return _unpacked(obj, lambda x, recurse: tuple_factory(
        [recurse(getattr(x, f.name)) for f in fields(x)]))


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True, eq=True,
                   order=False, unsafe_hash=False, frozen=False, match_args=True, kw_only=False,
                   slots=False, weakref_slot=False, module=None):
    """A new data class named cls_name with the given fields."""
    if namespace is None:
        namespace = {}
    seen = set()
    annotations = {}
    defaults = {}
    for item in fields:
        if isinstance(item, str):
            name, tp = item, "typing.Any"
        elif len(item) == 2:
            name, tp = item
        elif len(item) == 3:
            name, tp, spec = item
            defaults[name] = spec
        else:
            raise TypeError(f"Invalid field: {item!r}")
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError(f"Field names must be valid identifiers: {name!r}")
        if name in seen:
            raise TypeError(f"Field name duplicated: {name!r}")
        seen.add(name)
        annotations[name] = tp
    ns = dict(namespace)
    ns.update(defaults)
    ns["__annotations__"] = annotations
    if module is None:
        try:
            module = sys._getframe(1).f_globals.get("__name__", "__main__")
        except (AttributeError, ValueError):
            module = "__main__"
    ns["__module__"] = module
    cls = types.new_class(cls_name, bases, {}, lambda n: n.update(ns))
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash,
                     frozen=frozen, match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)


def replace(obj, /, **changes):
    """A new instance of obj's class with the given fields changed."""
    _need_instance(obj, "replace")
    for f in getattr(obj, _FIELDS).values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f"field {f.name} is declared with init=False, it cannot be specified with replace()")
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f"InitVar {f.name!r} must be specified with replace()")
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)
