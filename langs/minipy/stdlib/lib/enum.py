"""Enumerations: classes whose attributes are a fixed set of named
members (Enum), members that are ints or strs too (IntEnum, StrEnum),
and members that combine as bit flags (Flag, IntFlag), with CPython
3.11's reprs, aliases, auto() values and flag boundaries.

How it works here: the class body runs in a _Namespace, which sorts
each assignment into a member or a plain attribute and gives auto() its
value. EnumType.__new__ wraps each member's value in a _Seed; when
type.__new__ calls the seeds' __set_name__, _make_member builds the
member and _enroll files it (or makes it an alias). _finish_class then
settles the reprs, the lookup Enum(value) and, for flags, the masks."""

import sys as _sys
import builtins as _bltns
from types import MappingProxyType

__all__ = [
    "EnumType", "EnumMeta",
    "Enum", "IntEnum", "StrEnum", "Flag", "IntFlag", "ReprEnum",
    "auto", "unique", "property", "verify", "member", "nonmember",
    "FlagBoundary", "STRICT", "CONFORM", "EJECT", "KEEP",
    "global_flag_repr", "global_enum_repr", "global_str", "global_enum",
    "EnumCheck", "CONTINUOUS", "NAMED_FLAGS", "UNIQUE",
    "pickle_by_global_name", "pickle_by_enum_name", "show_flag_values",
]

# bound once the classes exist (until then the metaclass is making them)
Enum = Flag = ReprEnum = EJECT = KEEP = None

# the _sunder_ names a class body may set
_SUNDER_ALLOWED = frozenset((
    "_order_", "_generate_next_value_", "_numeric_repr_", "_missing_",
    "_ignore_", "_iter_member_", "_iter_member_by_value_",
    "_iter_member_by_def_",
))

# names no member may have
_FORBIDDEN_MEMBER_NAMES = ("mro", "")

# the methods an enumeration gives its members in place of a data type's
_SHOWN_BY_ENUM = ("__repr__", "__str__", "__format__", "__reduce_ex__")

# the operators Flag gives its members in place of int's
_FLAG_OPERATORS = ("__or__", "__and__", "__xor__",
                   "__ror__", "__rand__", "__rxor__", "__invert__")


class nonmember(object):
    """Keeps an attribute of an enumeration from becoming a member."""

    def __init__(self, value):
        self.value = value


class member(object):
    """Makes an attribute of an enumeration a member (a function, say)."""

    def __init__(self, value):
        self.value = value


def _wrapped_in(name, left, right):
    """name is left + something + right, the something neither empty nor
    starting or ending with an underscore."""
    inner = name[len(left):len(name) - len(right)]
    return (name.startswith(left) and name.endswith(right)
            and len(name) > len(left) + len(right)
            and not inner.startswith("_") and not inner.endswith("_"))


def _special_name(name):
    return _wrapped_in(name, "__", "__")


def _reserved_name(name):
    return _wrapped_in(name, "_", "_")


def _mangled_name(class_name, name):
    """name is a _ClassName__x, as name mangling makes them."""
    prefix = "_" + class_name + "__"
    rest = name[len(prefix):]
    return name.startswith(prefix) and rest != "" and rest[0] != "_" \
        and not rest.endswith("__")


def _has_binding(obj):
    return any(hasattr(obj, hook) for hook in ("__get__", "__set__", "__delete__"))


def _one_bit(num):
    return num > 0 and num & (num - 1) == 0


def _powers_of_two(num):
    """The powers of two num is the sum of, lowest first."""
    bit = 1
    while bit <= num:
        if num & bit:
            yield bit
        bit <<= 1


def bin(num, max_bits=None):
    """num in two's complement with its sign bit apart: bin(5) is
    '0b0 101', bin(-5) '0b1 011'; max_bits pads with the sign bit."""
    width = num.bit_length()
    sign = "1" if num < 0 else "0"
    digits = format(num % (1 << width), "0%db" % width) if width else ""
    if max_bits is not None and len(digits) < max_bits:
        digits = digits.rjust(max_bits, sign)
    return "0b%s %s" % (sign, digits)


def show_flag_values(value):
    return list(_powers_of_two(value))


class _Unchosen:
    """The value of an auto() whose value is not chosen yet."""

    def __repr__(self):
        return "_auto_null"


_UNCHOSEN = _Unchosen()


class auto:
    """A member's value that the enumeration's _generate_next_value_
    chooses (1, 2, 3... for Enum, powers of two for Flag, the lower-cased
    name for StrEnum)."""

    def __init__(self, value=_UNCHOSEN):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % (self.value,)


class property(object):
    """An attribute of the members (name, value...) that, looked up on
    the enumeration itself, is the member of that name if there is one:
    a member may be called name or value."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget, self.fset, self.fdel = fget, fset, fdel
        self.__doc__ = doc or getattr(fget, "__doc__", None)
        self.own_doc = doc is not None
        self.__isabstractmethod__ = bool(getattr(fget, "__isabstractmethod__", False))
        self.member = None
        self.name = getattr(fget, "__name__", None)
        self.clsname = None

    def _with(self, fget, fset, fdel, doc):
        made = type(self)(fget, fset, fdel, doc)
        made.own_doc = self.own_doc
        return made

    def getter(self, fget):
        doc = self.__doc__ if self.own_doc else fget.__doc__
        return self._with(fget, self.fset, self.fdel, doc)

    def setter(self, fset):
        return self._with(self.fget, fset, self.fdel, self.__doc__)

    def deleter(self, fdel):
        return self._with(self.fget, self.fset, fdel, self.__doc__)

    def __set_name__(self, ownerclass, name):
        self.name = name
        self.clsname = ownerclass.__name__

    def _no_attribute(self, owner):
        return AttributeError("%r has no attribute %r" % (owner, self.name))

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            if self.member is not None:
                return self.member
            found = getattr(ownerclass, "_member_map_", {}).get(self.name)
            if found is None:
                raise self._no_attribute(ownerclass)
            return found
        if self.fget is not None:
            return self.fget(instance)
        if self.member is not None:
            return self.member
        if self.name in instance.__dict__:
            return instance.__dict__[self.name]
        raise self._no_attribute(type(instance))

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError(
                "<enum %r> cannot set attribute %r" % (self.clsname, self.name))
        self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError(
                "<enum %r> cannot delete attribute %r" % (self.clsname, self.name))
        self.fdel(instance)


def _call_args(enum_class, value):
    """The arguments a member's constructor gets for its value."""
    args = value if isinstance(value, tuple) else (value,)
    return (args,) if enum_class._member_type_ is tuple else args


def _make_member(enum_class, name, value):
    """A new member called name for the value its class body gave."""
    args = _call_args(enum_class, value)
    made = enum_class._new_member_(enum_class, *args) if enum_class._use_args_ \
        else enum_class._new_member_(enum_class)
    if not hasattr(made, "_value_"):
        made._value_ = value
        if enum_class._member_type_ is not object:
            try:
                made._value_ = enum_class._member_type_(*args)
            except Exception:
                pass
    made._name_ = name
    made.__objclass__ = enum_class
    made.__init__(*args)
    made._sort_order_ = len(enum_class._member_names_)
    return made


def _redirect_for(enum_class, name, made):
    """A property that gives the member on the class when a base's
    property (name, value...) has the member's name, else None."""
    for base in enum_class.__mro__[1:]:
        shadowed = base.__dict__.get(name)
        if shadowed is None:
            continue
        if not isinstance(shadowed, (property, _bltns.property)):
            return None
        redirect = property(shadowed.fget, shadowed.fset, shadowed.fdel)
        redirect.member = made
        redirect.__set_name__(enum_class, name)
        return redirect
    return None


def _enroll(enum_class, name, made):
    """Files a new member under its name, or the member of its value
    already there (name is then an alias)."""
    value = made._value_
    earlier = _member_of_value(enum_class, value)
    if earlier is not None:
        made = earlier
    elif Flag is None or not issubclass(enum_class, Flag):
        enum_class._member_names_.append(name)
    elif _one_bit(value):
        enum_class._member_names_.append(name)
        enum_class._flag_mask_ |= value
    redirect = _redirect_for(enum_class, name, made)
    type.__setattr__(enum_class, name, made if redirect is None else redirect)
    enum_class._member_map_[name] = made
    try:
        enum_class._value2member_map_.setdefault(value, made)
    except TypeError:
        enum_class._unhashable_values_.append(value)


class _Seed:
    """A member's value in the class: type.__new__'s call of
    __set_name__ makes it the member."""

    def __init__(self, value):
        self.value = value

    def __set_name__(self, enum_class, name):
        _enroll(enum_class, name, _make_member(enum_class, name, self.value))


class _Namespace(dict):
    """The namespace of an enumeration's class body: it tells members
    (what is neither a descriptor, a dunder nor a sunder name) from the
    rest, and gives auto() its value."""

    def __init__(self, class_name, next_value):
        super().__init__()
        self.class_name = class_name
        self.next_value = next_value
        self.members = {}        # the member names, in order
        self.values = []         # the values given so far, for auto()
        self.skipped = []        # the names _ignore_ lists
        self.auto_used = False

    def __setitem__(self, key, value):
        if _mangled_name(self.class_name, key):
            pass
        elif _reserved_name(key):
            self._reserved(key, value)
        elif _special_name(key):
            if key == "__order__":
                key = "_order_"
        elif key in self.members:
            raise TypeError("%r already defined as %r" % (key, self[key]))
        elif key in self.skipped:
            pass
        elif isinstance(value, nonmember):
            value = value.value
        elif not _has_binding(value):
            value = self._add_member(key, value)
        super().__setitem__(key, value)

    def _reserved(self, key, value):
        if key not in _SUNDER_ALLOWED:
            raise ValueError(
                "_sunder_ names, such as %r, are reserved for future Enum use" % (key,))
        if key == "_generate_next_value_":
            if self.auto_used:
                raise TypeError("_generate_next_value_ must be defined before members")
            self.next_value = value.__func__ if isinstance(value, staticmethod) else value
        elif key == "_ignore_":
            names = value.replace(",", " ").split() if isinstance(value, str) else list(value)
            clash = set(names) & set(self.members)
            if clash:
                raise ValueError("_ignore_ cannot specify already set names: %r" % (clash,))
            self.skipped = names

    def _chosen(self, key, placeholder):
        if placeholder.value is _UNCHOSEN:
            placeholder.value = self.next_value(key, 1, len(self.members), list(self.values))
            self.auto_used = True
        self.values.append(placeholder.value)
        return placeholder.value

    def _add_member(self, key, value):
        if key in self:
            raise TypeError("%r already defined as %r" % (key, self[key]))
        if isinstance(value, member):
            value = value.value
        if isinstance(value, auto):
            value = self._chosen(key, value)
        elif type(value) is tuple and any(isinstance(v, auto) for v in value):
            value = tuple(self._chosen(key, v) if isinstance(v, auto) else v for v in value)
        else:
            self.values.append(value)
        self.members[key] = None
        return value

    def update(self, members=(), **more):
        pairs = [(k, members[k]) for k in members.keys()] if hasattr(members, "keys") \
            else list(members)
        for k, v in pairs + list(more.items()):
            self[k] = v


def _flag_bases(bases, boundary):
    """Whether the class being made is a flag (Flag itself is made with
    a boundary before the name Flag is bound)."""
    if Flag is None:
        return boundary is not None
    return any(issubclass(b, Flag) for b in bases)


def _class_attributes(namespace, name, bases, boundary):
    """The attributes type.__new__ gets for an enumeration: the body's,
    each member's value as a _Seed, and the bookkeeping."""
    skipped = list(namespace.skipped) + ["_ignore_"]
    attrs = {k: v for k, v in namespace.items() if k not in skipped}
    bad = [n for n in namespace.members if n in _FORBIDDEN_MEMBER_NAMES]
    if bad:
        raise ValueError("invalid enum member name(s) %s" % (",".join(map(repr, bad)),))
    for member_name in namespace.members:
        attrs[member_name] = _Seed(attrs[member_name])
    member_type, extended = _mixin_and_enum(name, bases)
    maker, keeps_own_new, uses_args = _member_new(attrs, member_type, extended)
    attrs.update(_new_member_=maker, _use_args_=uses_args, _member_names_=[],
                 _member_map_={}, _value2member_map_={}, _unhashable_values_=[],
                 _member_type_=member_type, _value_repr_=_value_repr(bases))
    if _flag_bases(bases, boundary):
        attrs.update(_boundary_=boundary or getattr(extended, "_boundary_", None),
                     _flag_mask_=0, _all_bits_=0, _inverted_=None)
    attrs.setdefault("__doc__", None)
    return attrs, keeps_own_new


def _show_methods(enum_class, attrs):
    """Which repr, str, format and reduce the members get: a ReprEnum
    keeps its data type's str and format; what the class would otherwise
    take from its data type or object is its enumeration's instead."""
    data_type = enum_class._member_type_
    own = set(attrs)
    if ReprEnum is not None and ReprEnum in enum_class.__bases__:
        if data_type is object:
            raise TypeError("ReprEnum subclasses must be mixed with a data type (i.e."
                            " int, str, float, etc.)")
        plain_str = data_type.__str__
        chosen = {"__format__": data_type.__format__,
                  "__str__": data_type.__repr__ if plain_str is object.__str__ else plain_str}
        for method_name, method in chosen.items():
            if method_name not in own:
                type.__setattr__(enum_class, method_name, method)
                own.add(method_name)
    extended = enum_class.__bases__[-1]
    for method_name in _SHOWN_BY_ENUM:
        if method_name in own:
            continue
        inherited = getattr(enum_class, method_name)
        if inherited is getattr(data_type, method_name) or inherited is getattr(object, method_name):
            type.__setattr__(enum_class, method_name, getattr(extended, method_name))


def _finish_flag(enum_class, attrs):
    """A flag's masks and iteration order, and Flag's bit operators."""
    for op in _FLAG_OPERATORS:
        if op not in attrs:
            type.__setattr__(enum_class, op, getattr(Flag, op))
    for m in enum_class._member_map_.values():
        if isinstance(m._value_, int):
            enum_class._flag_mask_ |= m._value_
    enum_class._all_bits_ = (1 << enum_class._flag_mask_.bit_length()) - 1
    values = [m._value_ for m in enum_class]
    if values != sorted(values):
        enum_class._iter_member_ = enum_class._iter_member_by_def_


def _check_order(enum_class, order):
    """The names _order_ lists must be the members in definition order."""
    if isinstance(order, str):
        order = order.replace(",", " ").split()
    listed = order
    if Flag is None or not issubclass(enum_class, Flag):
        listed = [n for n in order if n in enum_class._member_names_]
    if listed != enum_class._member_names_:
        raise TypeError("member order does not match _order_:\n  %r\n  %r"
                        % (enum_class._member_names_, order))


class EnumType(type):
    """The metaclass of the enumerations."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        _refuse_member_bases(cls, bases)
        extended = _mixin_and_enum(cls, bases)[1]
        next_value = getattr(extended, "_generate_next_value_", None)
        namespace = _Namespace(cls, next_value)
        if extended is not None:
            dict.__setitem__(namespace, "_generate_next_value_", next_value)
        return namespace

    def __new__(metacls, cls, bases, classdict, *, boundary=None, **kwds):
        attrs, keeps_own_new = _class_attributes(classdict, cls, bases, boundary)
        order = attrs.pop("_order_", None)
        try:
            enum_class = super().__new__(metacls, cls, bases, attrs, **kwds)
        except RuntimeError as e:
            # a __set_name__ that failed: its cause is the error
            raise e.__cause__ or e from None
        _show_methods(enum_class, attrs)
        if Enum is not None:
            # Enum(value) looks the member up; a class's own __new__
            # made the members and stays as __new_member__
            if keeps_own_new:
                type.__setattr__(enum_class, "__new_member__", enum_class._new_member_)
            type.__setattr__(enum_class, "__new__", Enum.__new__)
        if Flag is not None and issubclass(enum_class, Flag):
            _finish_flag(enum_class, attrs)
        if order is not None:
            _check_order(enum_class, order)
        return enum_class

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *values, module=None, qualname=None,
                 type=None, start=1, boundary=None):
        """Enum(value) is the member of that value; Enum(name, names) makes
        an enumeration (the functional API)."""
        if names is None:
            return cls.__new__(cls, value)
        if module is None:
            try:
                module = _sys._getframe(1).f_globals["__name__"]
            except (AttributeError, ValueError, KeyError):
                pass
        return _functional(cls, value, names, module, qualname, type, start, boundary)

    def __contains__(cls, value):
        if isinstance(value, Enum):
            return isinstance(value, cls) and value._name_ in cls._member_map_
        raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                        % (type(value).__qualname__, type(cls).__qualname__))

    def __delattr__(cls, name):
        if name in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, name))
        super().__delattr__(name)

    def __dir__(cls):
        shown = {"__class__", "__contains__", "__doc__", "__getitem__", "__iter__",
                 "__len__", "__members__", "__module__", "__name__", "__qualname__"}
        shown.update(cls._member_names_)
        if cls._new_member_ is not object.__new__:
            shown.add("__new__")
        if cls.__init_subclass__ is not object.__init_subclass__:
            shown.add("__init_subclass__")
        if cls._member_type_ is not object:
            shown.update(dir(cls._member_type_))
        return sorted(shown)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return iter([cls._member_map_[n] for n in cls._member_names_])

    def __len__(cls):
        return len(cls._member_names_)

    @_bltns.property
    def __members__(cls):
        """The members by name, aliases too."""
        return MappingProxyType(cls._member_map_)

    def __repr__(cls):
        kind = "flag" if Flag is not None and issubclass(cls, Flag) else "enum"
        return "<%s %r>" % (kind, cls.__name__)

    def __reversed__(cls):
        return iter([cls._member_map_[n] for n in reversed(cls._member_names_)])

    def __setattr__(cls, name, value):
        if name in cls.__dict__.get("_member_map_", ()):
            raise AttributeError("cannot reassign member %r" % (name,))
        super().__setattr__(name, value)


def _member_pairs(extended, names, start):
    """(name, value) for each member the functional API's names give:
    a string or sequence of names takes values from auto()'s rule."""
    if isinstance(names, str):
        names = names.replace(",", " ").split()
    if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
        pairs, given = [], []
        for n in names:
            value = extended._generate_next_value_(n, start, len(pairs), list(given))
            given.append(value)
            pairs.append((n, value))
        return pairs
    if hasattr(names, "keys"):
        return [(n, names[n]) for n in names]
    return [(n, v) for n, v in names]


def _functional(cls, class_name, names, module, qualname, data_type, start, boundary):
    """Enum('Name', names, ...): the enumeration a class statement with
    those members would make."""
    metacls = type(cls)
    bases = (cls,) if data_type is None else (data_type, cls)
    extended = _mixin_and_enum(class_name, bases)[1]
    namespace = metacls.__prepare__(class_name, bases)
    for member_name, value in _member_pairs(extended, names, start):
        namespace[member_name] = value
    if module is not None:
        namespace["__module__"] = module
    if qualname is not None:
        namespace["__qualname__"] = qualname
    return metacls.__new__(metacls, class_name, bases, namespace, boundary=boundary)


def _ancestors(bases):
    """Every class but object in each base's MRO, base by base."""
    for chain in bases:
        for base in chain.__mro__:
            if base is not object:
                yield base


def _refuse_member_bases(class_name, bases):
    for base in _ancestors(bases):
        if isinstance(base, EnumType) and base._member_names_:
            raise TypeError("<enum %r> cannot extend %r" % (class_name, base))


def _mixin_and_enum(class_name, bases):
    """(the data type the members mix in, the enumeration extended)."""
    if not bases:
        return object, Enum
    _refuse_member_bases(class_name, bases)
    extended = bases[-1]
    if not isinstance(extended, EnumType):
        raise TypeError("new enumerations should be created as "
                        "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
    return _data_type(class_name, bases) or object, extended


def _base_data_type(chain):
    """The data type one base brings: an enumeration's member type, or
    the first class that makes its instances (has __new__ or is a
    dataclass), reported as the first plain class before it."""
    first_plain = None
    for base in _ancestors((chain,)):
        if isinstance(base, EnumType):
            if base._member_type_ is not object:
                return base._member_type_
        elif "__new__" in base.__dict__ or "__dataclass_fields__" in base.__dict__:
            return first_plain or base
        elif first_plain is None:
            first_plain = base
    return None


def _data_type(class_name, bases):
    found = {t for t in map(_base_data_type, bases) if t is not None}
    if len(found) > 1:
        raise TypeError("too many data types for %r: %r" % (class_name, found))
    return found.pop() if found else None


def _value_repr(bases):
    """The repr members show their values with: the nearest enumeration's,
    or the nearest class's own __repr__."""
    for base in _ancestors(bases):
        if isinstance(base, EnumType):
            return base._value_repr_
        if "__repr__" in base.__dict__:
            return base.__dict__["__repr__"]
    return None


def _inherited_new(member_type, extended):
    passive = (None, None.__new__, object.__new__, Enum.__new__)
    for attr in ("__new_member__", "__new__"):
        for source in (member_type, extended):
            found = getattr(source, attr, None)
            if found not in passive:
                return found
    return object.__new__


def _member_new(classdict, member_type, extended):
    """(the __new__ that makes the members, whether the class's own
    __new__ is kept as __new_member__, whether members are made from
    their values as arguments)."""
    own = classdict.get("__new__", None)
    maker = own if own is not None else _inherited_new(member_type, extended)
    uses_args = extended is not None and maker not in (Enum.__new__, object.__new__)
    return maker, extended is not None and own is not None, uses_args


EnumMeta = EnumType


def _member_of_value(cls, value):
    """The member of cls whose value is value, or None; unhashable values
    are looked for one by one."""
    try:
        return cls._value2member_map_.get(value)
    except TypeError:
        return next((m for m in cls._member_map_.values() if m._value_ == value), None)


def _missing_member(cls, value):
    """What cls._missing_ makes of a value no member has: a member (or,
    for an EJECT flag, an int), else the error to raise."""
    try:
        found, error = cls._missing_(value), None
    except Exception as raised:
        found, error = None, raised
    if isinstance(found, cls):
        return found
    if Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT \
            and isinstance(found, int):
        return found
    invalid = ValueError("%r is not a valid %s" % (value, cls.__qualname__))
    if error is None:
        if found is None:
            raise invalid
        error = TypeError("error in %s._missing_: returned %r instead of None or a valid member"
                          % (cls.__name__, found))
    if not isinstance(error, ValueError):
        error.__context__ = invalid
    raise error


class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs.

    The members are the class attributes the body assigns (auto() makes
    a value); Color(1) is the member of value 1, Color['RED'] the one
    named RED."""

    def __new__(cls, value):
        # the member of this value (a lookup: the members exist)
        if type(value) is cls:
            return value
        member = _member_of_value(cls, value)
        return member if member is not None else _missing_member(cls, value)

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(name, start, count, last_values):
        """The value of the next auto(): one more than the last value when
        that is the highest, else one more than the highest value that
        takes + 1 (start when none does)."""
        if not last_values:
            return start
        last = last_values[-1]
        try:
            last_values.sort()   # in place, as CPython's does
            if last == last_values[-1]:
                return last + 1
        except TypeError:
            pass
        for earlier in reversed(last_values):
            try:
                return earlier + 1
            except TypeError:
                continue
        return start

    @classmethod
    def _missing_(cls, value):
        """The member of a value no member has (none: a ValueError)."""
        return None

    def __repr__(self):
        shown = (type(self)._value_repr_ or repr)(self._value_)
        return "<%s.%s: %s>" % (type(self).__name__, self._name_, shown)

    def __str__(self):
        return type(self).__name__ + "." + self._name_

    def __dir__(self):
        # the public methods and attributes, not the other members
        names = {"__class__", "__doc__", "__eq__", "__hash__", "__module__"}
        if self._member_type_ is not object:
            names.update(dir(self._member_type_))
        members = self._member_map_
        for name in getattr(self, "__dict__", ()):
            if not name.startswith("_") and name not in members:
                names.add(name)
        for cls in type(self).mro():
            for name, obj in cls.__dict__.items():
                if name.startswith("_"):
                    continue
                if isinstance(obj, property):
                    if obj.fget is not None or name not in members:
                        names.add(name)
                    else:
                        names.discard(name)
                elif name not in members:
                    names.add(name)
        return sorted(names)

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return type(self), (self._value_,)

    # a member is its own copy
    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @property
    def name(self):
        """The name of the member."""
        return self._name_

    @property
    def value(self):
        """The value of the member."""
        return self._value_


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in
    type."""


class IntEnum(int, ReprEnum):
    """Enum whose members are also (and must be) ints."""


# what StrEnum says of each argument str() would take that is not a str
_STR_ARGUMENT_ERRORS = ("%r is not a string", "encoding must be a string, not %r",
                        "errors must be a string, not %r")


class StrEnum(str, ReprEnum):
    """Enum whose members are also (and must be) strs."""

    def __new__(cls, *values):
        if len(values) > len(_STR_ARGUMENT_ERRORS):
            raise TypeError("too many arguments for str(): %r" % (values,))
        for given, message in zip(values, _STR_ARGUMENT_ERRORS):
            if not isinstance(given, str):
                raise TypeError(message % (given,))
        text = str(*values)
        made = str.__new__(cls, text)
        made._value_ = text
        return made

    def _generate_next_value_(name, start, count, last_values):
        """The value of auto(): the member's name in lower case."""
        return name.lower()


def pickle_by_global_name(self, proto):
    return self.name


def pickle_by_enum_name(self, proto):
    return getattr, (self.__class__, self._name_)


class FlagBoundary(StrEnum):
    """What Flag does with a value that has bits no member has: STRICT
    raises ValueError, CONFORM drops them, EJECT returns the plain int,
    KEEP keeps them (IntFlag's)."""
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


def _in_range(cls, value):
    """value has no bits outside the flag's members' (a negative value
    counts from the top of the flag's bits)."""
    every = cls._all_bits_
    return -every - 1 <= value <= every and not value & (every ^ cls._flag_mask_)


def _within_boundary(cls, value):
    """The value a flag keeps of a value with bits no member has, or the
    plain int (EJECT); STRICT's error."""
    boundary = cls._boundary_
    if boundary is STRICT:
        width = max(value.bit_length(), cls._flag_mask_.bit_length())
        raise ValueError("%r invalid value %r\n    given %s\n  allowed %s"
                         % (cls, value, bin(value, width), bin(cls._flag_mask_, width)))
    if boundary is CONFORM:
        return value & cls._flag_mask_
    if boundary is EJECT:
        return value
    if boundary is KEEP:
        if value < 0:
            return value + max(cls._all_bits_ + 1, 1 << value.bit_length())
        return value
    raise ValueError("%r unknown flag boundary %r" % (cls, boundary))


def _compound_name(cls, named_bits, extra_bits):
    """The name of a combination: its members' names joined by |, then
    the bits no member has (KEEP) as a number."""
    if not named_bits:
        return None
    parts = [m._name_ for m in cls._iter_member_(named_bits)]
    if extra_bits:
        parts.append(cls._numeric_repr_(extra_bits))
    return "|".join(parts)


def _compound(cls, value):
    """The member of a combination of cls's bits, made once (kept unless
    it has bits no member has)."""
    if not _in_range(cls, value):
        value = _within_boundary(cls, value)
        if cls._boundary_ is EJECT:
            return value
    negative = value if value < 0 else None
    if negative is not None:
        value += cls._all_bits_ + 1
    extra_bits = value & ~cls._flag_mask_
    if extra_bits and cls._boundary_ is not KEEP:
        raise ValueError("%s(%r) -->  unknown values %r [%s]"
                         % (cls.__name__, value, extra_bits, _bltns.bin(extra_bits)))
    made = object.__new__(cls) if cls._member_type_ is object \
        else cls._member_type_.__new__(cls, value)
    if not hasattr(made, "_value_"):
        made._value_ = value
    made._name_ = _compound_name(cls, value & cls._flag_mask_, extra_bits)
    if extra_bits:
        return made
    made = cls._value2member_map_.setdefault(value, made)
    if negative is not None:
        cls._value2member_map_[negative] = made
    return made


class Flag(Enum, boundary=STRICT):
    """Enum whose members combine with the bit operators |, &, ^ and ~."""

    _numeric_repr_ = repr

    def _generate_next_value_(name, start, count, last_values):
        """The value of auto(): the power of two above the highest value."""
        if not count:
            return 1 if start is None else start
        highest = max(last_values)
        try:
            return 1 << highest.bit_length()
        except Exception:
            raise TypeError("invalid flag value %r" % highest) from None

    @classmethod
    def _iter_member_by_value_(cls, value):
        for bit in _powers_of_two(value & cls._flag_mask_):
            yield cls._value2member_map_.get(bit)

    _iter_member_ = _iter_member_by_value_

    @classmethod
    def _iter_member_by_def_(cls, value):
        found = list(cls._iter_member_by_value_(value))
        found.sort(key=lambda m: m._sort_order_)
        return iter(found)

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        return _compound(cls, value)

    def __contains__(self, other):
        if not isinstance(other, type(self)):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (type(other).__qualname__, type(self).__qualname__))
        return self._value_ | other._value_ == self._value_

    def __iter__(self):
        return iter(list(self._iter_member_(self._value_)))

    def __len__(self):
        return self._value_.bit_count()

    def __repr__(self):
        shown = (type(self)._value_repr_ or repr)(self._value_)
        if self._name_ is None:
            return "<%s: %s>" % (type(self).__name__, shown)
        return "<%s.%s: %s>" % (type(self).__name__, self._name_, shown)

    def __str__(self):
        if self._name_ is None:
            return "%s(%r)" % (type(self).__name__, self._value_)
        return "%s.%s" % (type(self).__name__, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def _bits_of(self, other):
        """other's bits if it is this flag's or its data type's, else None."""
        if isinstance(other, type(self)):
            return other._value_
        data_type = self._member_type_
        if data_type is not object and isinstance(other, data_type):
            return other
        return None

    def __or__(self, other):
        bits = self._bits_of(other)
        return NotImplemented if bits is None else type(self)(self._value_ | bits)

    def __and__(self, other):
        bits = self._bits_of(other)
        return NotImplemented if bits is None else type(self)(self._value_ & bits)

    def __xor__(self, other):
        bits = self._bits_of(other)
        return NotImplemented if bits is None else type(self)(self._value_ ^ bits)

    def __invert__(self):
        if self._inverted_ is None:
            keeps_bits = self._boundary_ is EJECT or self._boundary_ is KEEP
            flipped = ~self._value_ if keeps_bits else self._value_ ^ self._flag_mask_
            self._inverted_ = type(self)(flipped)
        return self._inverted_

    __ror__, __rand__, __rxor__ = __or__, __and__, __xor__


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Flag whose members are also (and must be) ints."""


def unique(enumeration):
    """A class decorator: ValueError if two members have the same value."""
    aliases = ["%s -> %s" % (alias, m.name)
               for alias, m in enumeration.__members__.items() if alias != m.name]
    if aliases:
        raise ValueError("duplicate values found in %r: %s" % (enumeration, ", ".join(aliases)))
    return enumeration


class EnumCheck(StrEnum):
    """The checks verify() makes."""
    CONTINUOUS = "no skipped integer values"
    NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
    UNIQUE = "one name per value"


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck


def _alias_problem(enumeration, kind):
    aliases = ["%s -> %s" % (name, member.name)
               for name, member in enumeration.__members__.items() if name != member.name]
    if aliases:
        return "aliases found in %r: %s" % (enumeration, ", ".join(aliases))
    return None


def _gap_problem(enumeration, kind):
    values = {member.value for member in enumeration}
    if len(values) < 2:
        return None
    low, high = min(values), max(values)
    if kind == "flag":
        expected = [1 << bit for bit in range(low.bit_length(), high.bit_length() - 1)]
    else:
        expected = range(low + 1, high)
    gaps = [str(value) for value in expected if value not in values]
    if not gaps:
        return None
    return ("invalid %s %r: missing values %s" % (kind, enumeration.__name__, ", ".join(gaps)))[:256]


def _unnamed_bits_problem(enumeration, kind):
    canonical = enumeration._member_names_
    named = [member.value for member in enumeration]
    culprits, lost = [], 0
    for name, alias in enumeration._member_map_.items():
        if name in canonical or alias.value < 0:
            continue
        unnamed = [bit for bit in _powers_of_two(alias.value) if bit not in named]
        if unnamed:
            culprits.append(name)
            for bit in unnamed:
                lost |= bit
    if not culprits:
        return None
    if len(culprits) == 1:
        who = "alias %s is missing" % culprits[0]
    else:
        who = "aliases %s and %s are missing" % (", ".join(culprits[:-1]), culprits[-1])
    what = ("value 0x%x" if _one_bit(lost) else "combined values of 0x%x") % lost
    return ("invalid Flag %r: %s %s [use enum.show_flag_values(value) for details]"
            % (enumeration.__name__, who, what))


# each check and the function that describes how an enumeration fails it
_VERIFIERS = ((UNIQUE, _alias_problem), (CONTINUOUS, _gap_problem),
              (NAMED_FLAGS, _unnamed_bits_problem))


class verify:
    """A class decorator that checks an enumeration: UNIQUE (no
    aliases), CONTINUOUS (no missing int values), NAMED_FLAGS (the
    multi-bit members' bits all have names)."""

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        if Flag is not None and issubclass(enumeration, Flag):
            kind = "flag"
        elif issubclass(enumeration, Enum):
            kind = "enum"
        else:
            raise TypeError("the 'verify' decorator only works with Enum and Flag")
        for check in self.checks:
            for known, problem_of in _VERIFIERS:
                problem = problem_of(enumeration, kind) if check is known else None
                if problem is not None:
                    raise ValueError(problem)
        return enumeration




def _module_of(member):
    return type(member).__module__.rpartition(".")[2]


def global_enum_repr(self):
    return "%s.%s" % (_module_of(self), self._name_)


def global_flag_repr(self):
    module = _module_of(self)
    if self._name_ is None:
        return "%s.%s(%r)" % (module, type(self).__name__, self._value_)
    # a KEEP flag's name may end in a number (its bits no member has)
    keep = self._boundary_ is KEEP
    return "|".join(part if keep and part[0].isdigit() else module + "." + part
                    for part in self._name_.split("|"))


def global_str(self):
    if self._name_ is None:
        return "%s(%r)" % (type(self).__name__, self._value_)
    return self._name_


def global_enum(cls, update_str=False):
    """A class decorator: the members become names of the enumeration's
    module, and their repr names them so."""
    cls.__repr__ = global_flag_repr if issubclass(cls, Flag) else global_enum_repr
    if update_str or not issubclass(cls, ReprEnum):
        cls.__str__ = global_str
    _sys.modules[cls.__module__].__dict__.update(cls.__members__)
    return cls
