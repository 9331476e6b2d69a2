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


def _is_classvar(annotation):
    if isinstance(annotation, str):
        return annotation.startswith(("ClassVar", "typing.ClassVar", "t.ClassVar"))
    typing = sys.modules.get("typing")
    if typing is None:
        return False
    return annotation is typing.ClassVar or getattr(annotation, "__origin__", None) is typing.ClassVar


def _is_initvar(annotation):
    if isinstance(annotation, str):
        return annotation.startswith(("InitVar", "dataclasses.InitVar"))
    return annotation is InitVar or isinstance(annotation, InitVar)


def _is_kw_only(annotation):
    if isinstance(annotation, str):
        return annotation in ("KW_ONLY", "dataclasses.KW_ONLY")
    return annotation is KW_ONLY


def _get_field(cls, name, annotation, default_kw_only):
    default = getattr(cls, name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        if isinstance(default, types.MemberDescriptorType if hasattr(types, "MemberDescriptorType") else ()):
            default = MISSING
        f = field(default=default)
    f.name = name
    f.type = annotation
    f._field_type = _FIELD
    if _is_classvar(annotation):
        f._field_type = _FIELD_CLASSVAR
    elif _is_initvar(annotation):
        f._field_type = _FIELD_INITVAR
    if f._field_type in (_FIELD_CLASSVAR, _FIELD_INITVAR):
        if f.default_factory is not MISSING:
            raise TypeError(f"field {f.name} cannot have a default factory")
    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    elif f.kw_only is not MISSING:
        raise TypeError(f"field {f.name} is a ClassVar but specifies kw_only")
    if f._field_type is _FIELD and f.default.__class__.__hash__ is None:
        raise ValueError(f"mutable default {type(f.default)} for field {f.name} is not allowed: use default_factory")
    return f


def _recursive_repr(user_function):
    running = set()

    def wrapper(self):
        key = id(self)
        if key in running:
            return "..."
        running.add(key)
        try:
            result = user_function(self)
        finally:
            running.discard(key)
        return result
    wrapper.__name__ = user_function.__name__
    wrapper.__qualname__ = user_function.__qualname__
    wrapper.__wrapped__ = user_function
    return wrapper


def _make_function(name, params, body, globals_, locals_, qualname):
    """A function made from source, as CPython's dataclasses makes them
    (so that its arguments fail as a def's do)."""
    src = f"def {name}({', '.join(params)}):\n" + "\n".join("  " + line for line in body or ["pass"])
    ns = {}
    local_names = ", ".join(locals_.keys())
    wrapper = f"def __create_fn__({local_names}):\n" + "\n".join("  " + line for line in src.splitlines()) + f"\n  return {name}"
    exec(wrapper, globals_, ns)
    fn = ns["__create_fn__"](**locals_)
    fn.__qualname__ = qualname
    return fn


def _field_init(f, frozen, self_name, globals_):
    default_name = f"_dflt_{f.name}"
    if f.default_factory is not MISSING:
        if f.init:
            globals_[default_name] = f.default_factory
            value = f"{default_name}() if {f.name} is _HAS_DEFAULT_FACTORY else {f.name}"
        else:
            globals_[default_name] = f.default_factory
            value = f"{default_name}()"
    else:
        if f.init:
            if f.default is not MISSING:
                globals_[default_name] = f.default
            value = f.name
        elif f.default is not MISSING:
            globals_[default_name] = f.default
            value = default_name
        else:
            return None
    if f._field_type is _FIELD_INITVAR:
        return None
    if frozen:
        return f"__dataclass_builtins_object__.__setattr__({self_name}, {f.name!r}, {value})"
    return f"{self_name}.{f.name} = {value}"


def _init_param(f):
    if f.default is MISSING and f.default_factory is MISSING:
        default = ""
    elif f.default is not MISSING:
        default = f"=_dflt_{f.name}"
    else:
        default = "=_HAS_DEFAULT_FACTORY"
    return f"{f.name}{default}"


class _HasDefaultFactory:
    def __repr__(self):
        return "<factory>"


_HAS_DEFAULT_FACTORY = _HasDefaultFactory()


def _make_init(cls, fields, std_fields, kw_only_fields, frozen, has_post_init, self_name, globals_):
    seen_default = False
    for f in std_fields:
        if f.init:
            if not (f.default is MISSING and f.default_factory is MISSING):
                seen_default = True
            elif seen_default:
                raise TypeError(f"non-default argument {f.name!r} follows default argument")
    locals_ = {"_HAS_DEFAULT_FACTORY": _HAS_DEFAULT_FACTORY,
               "__dataclass_builtins_object__": object, "MISSING": MISSING}
    body = []
    for f in fields:
        line = _field_init(f, frozen, self_name, locals_)
        if line:
            body.append(line)
    if has_post_init:
        params = ", ".join(f.name for f in fields if f._field_type is _FIELD_INITVAR)
        body.append(f"{self_name}.{_POST_INIT}({params})")
    params = [self_name] + [_init_param(f) for f in std_fields]
    if kw_only_fields:
        params += ["*"] + [_init_param(f) for f in kw_only_fields]
    return _make_function("__init__", params, body, globals_, locals_, f"{cls.__qualname__}.__init__")


def _set_new_attribute(cls, name, value):
    if name in cls.__dict__:
        return True
    setattr(cls, name, value)
    return False


def _tuple_of(obj, fields):
    return tuple(getattr(obj, f.name) for f in fields)


def _cmp_fields(cls):
    return [f for f in getattr(cls, _FIELDS).values() if f._field_type is _FIELD and f.compare]


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots, weakref_slot):
    fields = {}
    if cls.__module__ in sys.modules:
        globals_ = sys.modules[cls.__module__].__dict__
    else:
        globals_ = {}
    setattr(cls, _PARAMS, _DataclassParams(init, repr, eq, order, unsafe_hash, frozen))
    any_frozen_base = False
    has_dataclass_bases = False
    for b in cls.__mro__[-1:0:-1]:
        base_fields = getattr(b, _FIELDS, None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if getattr(b, _PARAMS).frozen:
                any_frozen_base = True
    cls_annotations = cls.__dict__.get("__annotations__", {})
    cls_fields = []
    KW_ONLY_seen = False
    for name, type_ in cls_annotations.items():
        if _is_kw_only(type_):
            if KW_ONLY_seen:
                raise TypeError(f"{name!r} is KW_ONLY, but KW_ONLY has already been specified")
            KW_ONLY_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, type_, kw_only))
    for f in cls_fields:
        fields[f.name] = f
        if isinstance(getattr(cls, f.name, None), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in cls_annotations:
            raise TypeError(f"{name!r} is a field but has no type annotation")
    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError("cannot inherit non-frozen dataclass from a frozen one")
        if not any_frozen_base and frozen:
            raise TypeError("cannot inherit frozen dataclass from a non-frozen one")
    setattr(cls, _FIELDS, fields)
    class_hash = cls.__dict__.get("__hash__", MISSING)
    has_explicit_hash = not (class_hash is MISSING or (class_hash is None and "__eq__" in cls.__dict__))
    if order and not eq:
        raise ValueError("eq must be true if order is true")
    all_init_fields = [f for f in fields.values() if f._field_type in (_FIELD, _FIELD_INITVAR)]
    std_init_fields = [f for f in all_init_fields if not f.kw_only]
    kw_only_init_fields = [f for f in all_init_fields if f.kw_only]
    if init:
        has_post_init = hasattr(cls, _POST_INIT)
        _set_new_attribute(cls, "__init__",
                           _make_init(cls, all_init_fields, [f for f in std_init_fields if f.init],
                                      [f for f in kw_only_init_fields if f.init],
                                      frozen, has_post_init, "self", globals_))
    field_list = [f for f in fields.values() if f._field_type is _FIELD]
    if repr:
        flds = [f for f in field_list if f.repr]

        def __repr__(self):
            return self.__class__.__qualname__ + "(" + ", ".join(
                f"{f.name}={getattr(self, f.name)!r}" for f in flds) + ")"
        __repr__.__qualname__ = "__create_fn__.<locals>.__repr__"
        __repr__ = _recursive_repr(__repr__)
        __repr__.__qualname__ = f"{cls.__qualname__}.__repr__"
        _set_new_attribute(cls, "__repr__", __repr__)
    if eq:
        cmp_fields = [f for f in field_list if f.compare]

        def __eq__(self, other):
            if other.__class__ is self.__class__:
                return _tuple_of(self, cmp_fields) == _tuple_of(other, cmp_fields)
            return NotImplemented
        __eq__.__qualname__ = f"{cls.__qualname__}.__eq__"
        _set_new_attribute(cls, "__eq__", __eq__)
    if order:
        cmp_fields = [f for f in field_list if f.compare]
        for name, op in [("__lt__", lambda a, b: a < b), ("__le__", lambda a, b: a <= b),
                         ("__gt__", lambda a, b: a > b), ("__ge__", lambda a, b: a >= b)]:
            def method(self, other, op=op):
                if other.__class__ is self.__class__:
                    return op(_tuple_of(self, cmp_fields), _tuple_of(other, cmp_fields))
                return NotImplemented
            method.__name__ = name
            method.__qualname__ = f"{cls.__qualname__}.{name}"
            if _set_new_attribute(cls, name, method):
                raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}. Consider using functools.total_ordering")
    if frozen:
        def __setattr__(self, name, value):
            if type(self) is cls or name in fields:
                raise FrozenInstanceError(f"cannot assign to field {name!r}")
            super(cls, self).__setattr__(name, value)

        def __delattr__(self, name):
            if type(self) is cls or name in fields:
                raise FrozenInstanceError(f"cannot delete field {name!r}")
            super(cls, self).__delattr__(name)
        for name, fn in (("__setattr__", __setattr__), ("__delattr__", __delattr__)):
            if _set_new_attribute(cls, name, fn):
                raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
    hash_fields = [f for f in field_list if (f.compare if f.hash is None else f.hash)]

    def __hash__(self):
        return hash(_tuple_of(self, hash_fields))
    if unsafe_hash:
        if has_explicit_hash:
            raise TypeError(f"Cannot overwrite attribute __hash__ in class {cls.__name__}")
        cls.__hash__ = __hash__
    elif not has_explicit_hash:
        if eq and frozen:
            cls.__hash__ = __hash__
        elif eq:
            cls.__hash__ = None
    if not getattr(cls, "__doc__"):
        try:
            import inspect
            text_sig = str(inspect.signature(cls)).replace(" -> None", "")
        except (TypeError, ValueError, ImportError):
            text_sig = ""
        cls.__doc__ = cls.__name__ + text_sig
    if match_args:
        _set_new_attribute(cls, "__match_args__", tuple(f.name for f in std_init_fields))
    if slots:
        cls = _add_slots(cls, frozen, weakref_slot)
    return cls


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


def asdict(obj, *, dict_factory=dict):
    """The fields of a data class instance as a dict, recursively."""
    if not _is_dataclass_instance(obj):
        raise TypeError("asdict() should be called on dataclass instances")
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            value = _asdict_inner(getattr(obj, f.name), dict_factory)
            result.append((f.name, value))
        return dict_factory(result)
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory)) for k, v in obj.items())
    return copy.deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    """The fields of a data class instance as a tuple, recursively."""
    if not _is_dataclass_instance(obj):
        raise TypeError("astuple() should be called on dataclass instances")
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        return tuple_factory([_astuple_inner(getattr(obj, f.name), tuple_factory) for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory)) for k, v in obj.items())
    return copy.deepcopy(obj)


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
    if not _is_dataclass_instance(obj):
        raise TypeError("replace() should be called on dataclass instances")
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
