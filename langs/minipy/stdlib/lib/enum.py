"""Enumerations: classes whose attributes are a fixed set of named
members (Enum), members that are ints or strs too (IntEnum, StrEnum),
and members that combine as bit flags (Flag, IntFlag). The members are
made when the class is, by its metaclass EnumType, with CPython 3.11's
reprs, aliases, auto() values and flag boundaries."""

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

# set once the classes exist (the metaclass tests for them)
Enum = Flag = EJECT = _stdlib_enums = ReprEnum = None


class nonmember(object):
    """Keeps an attribute of an enumeration from becoming a member."""

    def __init__(self, value):
        self.value = value


class member(object):
    """Makes an attribute of an enumeration a member (a function, say)."""

    def __init__(self, value):
        self.value = value


def _is_descriptor(obj):
    return (hasattr(obj, "__get__") or hasattr(obj, "__set__")
            or hasattr(obj, "__delete__"))


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == name[-2:] == "__"
            and name[2] != "_" and name[-3] != "_")


def _is_sunder(name):
    return (len(name) > 2 and name[0] == name[-1] == "_"
            and name[1:2] != "_" and name[-2:-1] != "_")


def _is_internal_class(cls_name, obj):
    # a class defined in the enumeration's body is not a member
    if not isinstance(obj, type):
        return False
    qualname = getattr(obj, "__qualname__", "")
    s_pattern = cls_name + "." + getattr(obj, "__name__", "")
    e_pattern = "." + s_pattern
    return qualname == s_pattern or qualname.endswith(e_pattern)


def _is_private(cls_name, name):
    # _ClassName__x, as name mangling makes them
    pattern = "_%s__" % (cls_name,)
    pat_len = len(pattern)
    if (len(name) > pat_len and name.startswith(pattern)
            and name[pat_len:pat_len + 1] != "_"
            and (name[-1] != "_" or name[-2] != "_")):
        return True
    return False


def _is_single_bit(num):
    if num == 0:
        return False
    num &= num - 1
    return num == 0


def _iter_bits_lsb(num):
    # the powers of two that num is the sum of, from the lowest
    while num:
        b = num & (~num + 1)
        yield b
        num ^= b


def _high_bit(value):
    return value.bit_length() - 1


def bin(num, max_bits=None):
    """num in binary with its sign bit apart: bin(5) is '0b0 101',
    bin(-5) '0b1 011'."""
    ceiling = 2 ** (num).bit_length()
    if num >= 0:
        s = _bltns.bin(num + ceiling).replace("1", "0", 1)
    else:
        s = _bltns.bin(~num ^ (ceiling - 1) + ceiling)
    sign = s[:3]
    digits = s[3:]
    if max_bits is not None:
        if len(digits) < max_bits:
            digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return "%s %s" % (sign, digits)


def show_flag_values(value):
    return list(_iter_bits_lsb(value))


class _AutoNull:
    def __repr__(self):
        return "_auto_null"


_auto_null = _AutoNull()


class auto:
    """A member's value that the enumeration's _generate_next_value_
    chooses (1, 2, 3... for Enum, powers of two for Flag, the lower-cased
    name for StrEnum)."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % (self.value,)


class property(object):
    """An attribute of the members (name, value...) that, looked up on
    the enumeration itself, is the member of that name if there is one:
    a member may be called name or value."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget = fget
        self.fset = fset
        self.fdel = fdel
        self.__doc__ = doc or getattr(fget, "__doc__", None)
        self.overwrite_doc = doc is None
        self.__isabstractmethod__ = bool(getattr(fget, "__isabstractmethod__", False))
        self.member = None
        self.name = getattr(fget, "__name__", None)
        self.clsname = None

    def getter(self, fget):
        fdoc = fget.__doc__ if self.overwrite_doc else None
        result = type(self)(fget, self.fset, self.fdel, fdoc or self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result

    def setter(self, fset):
        result = type(self)(self.fget, fset, self.fdel, self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result

    def deleter(self, fdel):
        result = type(self)(self.fget, self.fset, fdel, self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result

    def __set_name__(self, ownerclass, name):
        self.name = name
        self.clsname = ownerclass.__name__

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            if self.member is not None:
                return self.member
            try:
                return ownerclass._member_map_[self.name]
            except (KeyError, AttributeError):
                raise AttributeError(
                    "%r has no attribute %r" % (ownerclass, self.name)) from None
        if self.fget is not None:
            return self.fget(instance)
        if self.member is not None:
            return self.member
        try:
            return instance.__dict__[self.name]
        except KeyError:
            raise AttributeError(
                "%r has no attribute %r" % (type(instance), self.name)) from None

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


class _proto_member:
    """A member's value in the class body: type.__new__'s __set_name__
    makes it the member."""

    def __init__(self, value):
        self.value = value

    def __set_name__(self, enum_class, member_name):
        value = self.value
        if not isinstance(value, tuple):
            args = (value,)
        else:
            args = value
        if enum_class._member_type_ is tuple:
            args = (args,)
        if not enum_class._use_args_:
            enum_member = enum_class._new_member_(enum_class)
        else:
            enum_member = enum_class._new_member_(enum_class, *args)
        if not hasattr(enum_member, "_value_"):
            if enum_class._member_type_ is object:
                enum_member._value_ = value
            else:
                try:
                    enum_member._value_ = enum_class._member_type_(*args)
                except Exception:
                    enum_member._value_ = value
        value = enum_member._value_
        enum_member._name_ = member_name
        enum_member.__objclass__ = enum_class
        enum_member.__init__(*args)
        enum_member._sort_order_ = len(enum_class._member_names_)
        # a value already taken makes an alias of the first member
        try:
            try:
                enum_member = enum_class._value2member_map_[value]
            except TypeError:
                for canonical in enum_class._member_map_.values():
                    if canonical._value_ == value:
                        enum_member = canonical
                        break
                else:
                    raise KeyError
        except KeyError:
            if Flag is None or not issubclass(enum_class, Flag):
                enum_class._member_names_.append(member_name)
            elif _is_single_bit(value):
                enum_class._member_names_.append(member_name)
                enum_class._flag_mask_ |= value
        # a name that a base's property (name, value...) takes is
        # reached through a property that returns the member
        descriptor = None
        for base in enum_class.__mro__[1:]:
            attr = base.__dict__.get(member_name)
            if attr is not None:
                if isinstance(attr, (property, _bltns.property)):
                    descriptor = attr
                break
        if descriptor is not None:
            redirect = property()
            redirect.member = enum_member
            redirect.__set_name__(enum_class, member_name)
            type.__setattr__(enum_class, member_name, redirect)
        else:
            type.__setattr__(enum_class, member_name, enum_member)
        enum_class._member_map_[member_name] = enum_member
        try:
            enum_class._value2member_map_.setdefault(value, enum_member)
        except TypeError:
            enum_class._unhashable_values_.append(value)


class _EnumDict(dict):
    """The namespace of an enumeration's class body: it tells members
    (what is neither a descriptor, a dunder nor a sunder name) from the
    rest, and gives auto() its value."""

    def __init__(self):
        super().__init__()
        self._member_names = {}
        self._last_values = []
        self._ignore = []
        self._auto_called = False
        self._cls_name = None

    def __setitem__(self, key, value):
        if self._cls_name is not None and _is_private(self._cls_name, key):
            pass
        elif _is_sunder(key):
            if key not in (
                    "_order_", "_generate_next_value_", "_numeric_repr_",
                    "_missing_", "_ignore_", "_iter_member_",
                    "_iter_member_by_value_", "_iter_member_by_def_",
                    "_add_alias_", "_add_value_alias_",
            ):
                raise ValueError(
                    "_sunder_ names, such as %r, are reserved for future Enum use" % (key,))
            if key == "_generate_next_value_":
                if self._auto_called:
                    raise TypeError("_generate_next_value_ must be defined before members")
                _gnv = value.__func__ if isinstance(value, staticmethod) else value
                setattr(self, "_generate_next_value", _gnv)
            elif key == "_ignore_":
                if isinstance(value, str):
                    value = value.replace(",", " ").split()
                else:
                    value = list(value)
                self._ignore = value
                already = set(value) & set(self._member_names)
                if already:
                    raise ValueError(
                        "_ignore_ cannot specify already set names: %r" % (already,))
        elif _is_dunder(key):
            if key == "__order__":
                key = "_order_"
        elif key in self._member_names:
            # a member's name used again
            raise TypeError("%r already defined as %r" % (key, self[key]))
        elif key in self._ignore:
            pass
        elif isinstance(value, nonmember):
            value = value.value
        elif _is_descriptor(value):
            pass
        elif self._cls_name is not None and _is_internal_class(self._cls_name, value):
            pass
        else:
            if key in self:
                raise TypeError("%r already defined as %r" % (key, self[key]))
            if isinstance(value, member):
                value = value.value
            value = self._auto(key, value)
            self._member_names[key] = None
            self._last_values.append(value)
        super().__setitem__(key, value)

    def _auto(self, key, value):
        if isinstance(value, auto):
            if value.value is _auto_null:
                value.value = self._generate_next_value(
                    key, 1, len(self._member_names), self._last_values[:])
                self._auto_called = True
            return value.value
        if isinstance(value, tuple) and any(isinstance(v, auto) for v in value):
            items = []
            for v in value:
                if isinstance(v, auto):
                    if v.value is _auto_null:
                        v.value = self._generate_next_value(
                            key, 1, len(self._member_names), self._last_values[:])
                        self._auto_called = True
                    v = v.value
                items.append(v)
            return tuple(items)
        return value

    def update(self, members=(), **more):
        if hasattr(members, "keys"):
            for k in members.keys():
                self[k] = members[k]
        else:
            for k, v in members:
                self[k] = v
        for k, v in more.items():
            self[k] = v


class EnumType(type):
    """The metaclass of the enumerations."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        metacls._check_for_existing_members_(cls, bases)
        enum_dict = _EnumDict()
        enum_dict._cls_name = cls
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        if first_enum is not None:
            enum_dict["_generate_next_value_"] = getattr(
                first_enum, "_generate_next_value_", None)
        return enum_dict

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        if _simple:
            return super().__new__(metacls, cls, bases, classdict, **kwds)
        # the names _ignore_ lists are not attributes
        classdict.setdefault("_ignore_", []).append("_ignore_")
        ignore = classdict["_ignore_"]
        for key in ignore:
            classdict.pop(key, None)
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        __new__, save_new, use_args = metacls._find_new_(classdict, member_type, first_enum)
        member_names = classdict._member_names
        classdict = dict(classdict.items())
        # the members' values become their proto members
        for name in member_names:
            classdict[name] = _proto_member(classdict[name])
        invalid = set(member_names) & {"mro", ""}
        if invalid:
            raise ValueError("invalid enum member name(s) %s" % (
                ",".join(repr(n) for n in invalid),))
        classdict["_new_member_"] = __new__
        classdict["_use_args_"] = use_args
        classdict["_member_names_"] = []
        classdict["_member_map_"] = {}
        classdict["_value2member_map_"] = {}
        classdict["_unhashable_values_"] = []
        classdict["_member_type_"] = member_type
        classdict["_value_repr_"] = metacls._find_data_repr_(cls, bases)
        if (Flag is None and boundary is not None
                or Flag is not None and any(issubclass(b, Flag) for b in bases)):
            classdict["_boundary_"] = (
                boundary or getattr(first_enum, "_boundary_", None))
            classdict["_flag_mask_"] = 0
            classdict["_all_bits_"] = 0
            classdict["_inverted_"] = None
        _order_ = classdict.pop("_order_", None)
        if "__doc__" not in classdict:
            classdict["__doc__"] = None
        try:
            enum_class = super().__new__(metacls, cls, bases, classdict, **kwds)
        except RuntimeError as e:
            # a __set_name__ that failed: its cause is the error
            raise e.__cause__ or e from None
        # the reprs of a mixed-in type give way to the enumeration's
        for name in ("__repr__", "__str__", "__format__", "__reduce_ex__"):
            if name not in classdict:
                enum_method = getattr(first_enum, name)
                found_method = getattr(enum_class, name)
                object_method = getattr(object, name)
                data_type_method = getattr(member_type, name)
                if found_method in (data_type_method, object_method):
                    type.__setattr__(enum_class, name, enum_method)
        # ReprEnum's subclasses keep the data type's str and format
        if ReprEnum is not None and ReprEnum in bases:
            if member_type is object:
                raise TypeError(
                    "ReprEnum subclasses must be mixed with a data type (i.e."
                    " int, str, float, etc.)")
            if "__format__" not in classdict:
                type.__setattr__(enum_class, "__format__", member_type.__format__)
            if "__str__" not in classdict:
                method = member_type.__str__
                if method is object.__str__:
                    method = member_type.__repr__
                type.__setattr__(enum_class, "__str__", method)
        # the member lookup Enum(value) replaces the member's constructor
        if Enum is not None:
            if save_new:
                type.__setattr__(enum_class, "__new_member__", __new__)
            type.__setattr__(enum_class, "__new__", Enum.__new__)
        if Flag is not None and issubclass(enum_class, Flag):
            # the bit operators are Flag's, not a mixed-in int's
            for name in ("__or__", "__and__", "__xor__",
                         "__ror__", "__rand__", "__rxor__", "__invert__"):
                if name not in classdict:
                    type.__setattr__(enum_class, name, getattr(Flag, name))
            for name, m in enum_class._member_map_.items():
                if isinstance(m._value_, int):
                    enum_class._flag_mask_ |= m._value_
            flag_mask = enum_class._flag_mask_
            enum_class._all_bits_ = 2 ** (flag_mask.bit_length()) - 1
            member_list = [m._value_ for m in enum_class]
            if member_list != sorted(member_list):
                enum_class._iter_member_ = enum_class._iter_member_by_def_
        if _order_ is not None:
            if isinstance(_order_, str):
                _order_ = _order_.replace(",", " ").split()
            if Flag is None or not issubclass(enum_class, Flag):
                unique_names = [n for n in _order_ if n in enum_class._member_names_]
            else:
                unique_names = _order_
            if unique_names != enum_class._member_names_:
                raise TypeError(
                    "member order does not match _order_:\n  %r\n  %r"
                    % (enum_class._member_names_, _order_))
        return enum_class

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *values, module=None, qualname=None,
                 type=None, start=1, boundary=None):
        """Enum(value) is the member of that value; Enum(name, names) makes
        an enumeration (the functional API)."""
        if names is None:
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname,
                            type=type, start=start, boundary=boundary)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError(
                "unsupported operand type(s) for 'in': '%s' and '%s'" % (
                    type(member).__qualname__, cls.__class__.__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        super().__delattr__(attr)

    def __dir__(cls):
        interesting = set([
            "__class__", "__contains__", "__doc__", "__getitem__",
            "__iter__", "__len__", "__members__", "__module__",
            "__name__", "__qualname__",
        ] + cls._member_names_)
        if cls._new_member_ is not object.__new__:
            interesting.add("__new__")
        if cls.__init_subclass__ is not object.__init_subclass__:
            interesting.add("__init_subclass__")
        if cls._member_type_ is object:
            return sorted(interesting)
        return sorted(set(dir(cls._member_type_)) | interesting)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __len__(cls):
        return len(cls._member_names_)

    @_bltns.property
    def __members__(cls):
        """The members by name, aliases too."""
        return MappingProxyType(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % cls.__name__
        return "<enum %r>" % cls.__name__

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __setattr__(cls, name, value):
        member_map = cls.__dict__.get("_member_map_", {})
        if name in member_map:
            raise AttributeError("cannot reassign member %r" % (name,))
        super().__setattr__(name, value)

    def _create_(cls, class_name, names, *, module=None, qualname=None,
                 type=None, start=1, boundary=None):
        metacls = cls.__class__
        bases = (cls,) if type is None else (type, cls)
        _, first_enum = cls._get_mixins_(class_name, bases)
        classdict = metacls.__prepare__(class_name, bases)
        if isinstance(names, str):
            names = names.replace(",", " ").split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values = []
            for count, name in enumerate(original_names):
                value = first_enum._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value
        if module is None:
            try:
                module = _sys._getframe(2).f_globals["__name__"]
            except (AttributeError, ValueError, KeyError):
                pass
        if module is not None:
            classdict["__module__"] = module
        if qualname is not None:
            classdict["__qualname__"] = qualname
        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)

    @classmethod
    def _check_for_existing_members_(mcls, class_name, bases):
        for chain in bases:
            for base in chain.__mro__:
                if isinstance(base, EnumType) and base._member_names_:
                    raise TypeError(
                        "<enum %r> cannot extend %r" % (class_name, base))

    @classmethod
    def _get_mixins_(mcls, class_name, bases):
        if not bases:
            return object, Enum
        mcls._check_for_existing_members_(class_name, bases)
        first_enum = bases[-1]
        if not isinstance(first_enum, EnumType):
            raise TypeError("new enumerations should be created as "
                            "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
        member_type = mcls._find_data_type_(class_name, bases) or object
        return member_type, first_enum

    @classmethod
    def _find_data_repr_(mcls, class_name, bases):
        for chain in bases:
            for base in chain.__mro__:
                if base is object:
                    continue
                elif isinstance(base, EnumType):
                    return base.__dict__.get("_value_repr_", None)
                elif "__repr__" in base.__dict__:
                    if "__dataclass_fields__" in base.__dict__ and base.__dict__.get(
                            "__dataclass_params__") is not None:
                        return _dataclass_repr
                    return base.__dict__["__repr__"]
        return None

    @classmethod
    def _find_data_type_(mcls, class_name, bases):
        data_types = set()
        for chain in bases:
            candidate = None
            for base in chain.__mro__:
                if base is object:
                    continue
                elif isinstance(base, EnumType):
                    if base._member_type_ is not object:
                        data_types.add(base._member_type_)
                        break
                elif "__new__" in base.__dict__ or "__dataclass_fields__" in base.__dict__:
                    data_types.add(candidate or base)
                    break
                else:
                    candidate = candidate or base
        if len(data_types) > 1:
            raise TypeError("too many data types for %r: %r" % (class_name, data_types))
        elif data_types:
            return data_types.pop()
        return None

    @classmethod
    def _find_new_(mcls, classdict, member_type, first_enum):
        __new__ = classdict.get("__new__", None)
        save_new = first_enum is not None and __new__ is not None
        if __new__ is None:
            for method in ("__new_member__", "__new__"):
                for possible in (member_type, first_enum):
                    target = getattr(possible, method, None)
                    if target not in (None, None.__new__, object.__new__, Enum.__new__):
                        __new__ = target
                        break
                if __new__ is not None:
                    break
            else:
                __new__ = object.__new__
        if first_enum is None or __new__ in (Enum.__new__, object.__new__):
            use_args = False
        else:
            use_args = True
        return __new__, save_new, use_args


EnumMeta = EnumType


def _dataclass_repr(self):
    dcf = self.__dataclass_fields__
    return ", ".join(
        "%s=%r" % (k, getattr(self, k))
        for k in dcf.keys()
        if dcf[k].repr)


class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs.

    The members are the class attributes the body assigns (auto() makes
    a value); Color(1) is the member of value 1, Color['RED'] the one
    named RED."""

    def __new__(cls, value):
        # the member of this value (a lookup: the members exist)
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for member in cls._member_map_.values():
                if member._value_ == value:
                    return member
        try:
            exc = None
            result = cls._missing_(value)
        except Exception as e:
            exc = e
            result = None
        try:
            if isinstance(result, cls):
                return result
            elif (Flag is not None and issubclass(cls, Flag)
                    and cls._boundary_ is EJECT and isinstance(result, int)):
                return result
            else:
                ve_exc = ValueError("%r is not a valid %s" % (value, cls.__qualname__))
                if result is None and exc is None:
                    raise ve_exc
                elif exc is None:
                    exc = TypeError(
                        "error in %s._missing_: returned %r instead of None or a valid member"
                        % (cls.__name__, result))
                if not isinstance(exc, ValueError):
                    exc.__context__ = ve_exc
                raise exc
        finally:
            exc = None
            ve_exc = None

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(name, start, count, last_values):
        """The value of the next auto(): one more than the last."""
        if not last_values:
            return start
        try:
            last = last_values[-1]
            last_values.sort()
            if last == last_values[-1]:
                return last + 1
            raise TypeError
        except TypeError:
            for v in reversed(last_values):
                try:
                    return v + 1
                except TypeError:
                    pass
            return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = self.__class__._value_repr_ or repr
        return "<%s.%s: %s>" % (self.__class__.__name__, self._name_, v_repr(self._value_))

    def __str__(self):
        return "%s.%s" % (self.__class__.__name__, self._name_)

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
        return str.__format__(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __deepcopy__(self, memo):
        return self

    def __copy__(self):
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


class StrEnum(str, ReprEnum):
    """Enum whose members are also (and must be) strs."""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError("too many arguments for str(): %r" % (values,))
        if len(values) == 1:
            if not isinstance(values[0], str):
                raise TypeError("%r is not a string" % (values[0],))
        if len(values) >= 2:
            if not isinstance(values[1], str):
                raise TypeError("encoding must be a string, not %r" % (values[1],))
        if len(values) == 3:
            if not isinstance(values[2], str):
                raise TypeError("errors must be a string, not %r" % (values[2]))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

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


class Flag(Enum, boundary=STRICT):
    """Enum whose members combine with the bit operators |, &, ^ and ~."""

    _numeric_repr_ = repr

    def _generate_next_value_(name, start, count, last_values):
        """The value of auto(): the power of two above the last value."""
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = _high_bit(last_value)
        except Exception:
            raise TypeError("invalid flag value %r" % last_value) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _iter_member_by_value_(cls, value):
        for val in _iter_bits_lsb(value & cls._flag_mask_):
            yield cls._value2member_map_.get(val)

    _iter_member_ = _iter_member_by_value_

    @classmethod
    def _iter_member_by_def_(cls, value):
        yield from sorted(cls._iter_member_by_value_(value), key=lambda m: m._sort_order_)

    @classmethod
    def _missing_(cls, value):
        # a combination of the members (a pseudo-member, made once)
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        all_bits = cls._all_bits_
        neg_value = None
        if (not ~all_bits <= value <= all_bits
                or value & (all_bits ^ flag_mask)):
            if cls._boundary_ is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError(
                    "%r invalid value %r\n    given %s\n  allowed %s" % (
                        cls, value, bin(value, max_bits), bin(flag_mask, max_bits)))
            elif cls._boundary_ is CONFORM:
                value = value & flag_mask
            elif cls._boundary_ is EJECT:
                return value
            elif cls._boundary_ is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** (value.bit_length())) + value
            else:
                raise ValueError("%r unknown flag boundary %r" % (cls, cls._boundary_))
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        member_value = value & flag_mask
        if unknown and cls._boundary_ is not KEEP:
            raise ValueError("%s(%r) -->  unknown values %r [%s]" % (
                cls.__name__, value, unknown, _bltns.bin(unknown)))
        if cls._member_type_ is object:
            pseudo_member = object.__new__(cls)
        else:
            pseudo_member = cls._member_type_.__new__(cls, value)
        if not hasattr(pseudo_member, "_value_"):
            pseudo_member._value_ = value
        if member_value:
            members = []
            combined_value = 0
            for m in cls._iter_member_(member_value):
                members.append(m)
                combined_value |= m._value_
            pseudo_member._name_ = "|".join([m._name_ for m in members])
            if unknown:
                pseudo_member._name_ += "|%s" % cls._numeric_repr_(unknown)
        else:
            pseudo_member._name_ = None
        if not unknown:
            pseudo_member = cls._value2member_map_.setdefault(value, pseudo_member)
            if neg_value is not None:
                cls._value2member_map_[neg_value] = pseudo_member
        return pseudo_member

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError(
                "unsupported operand type(s) for 'in': %r and %r" % (
                    type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        yield from self._iter_member_(self._value_)

    def __len__(self):
        return self._value_.bit_count()

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = self.__class__._value_repr_ or repr
        if self._name_ is None:
            return "<%s: %s>" % (cls_name, v_repr(self._value_))
        return "<%s.%s: %s>" % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return "%s(%r)" % (cls_name, self._value_)
        return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def _other_value(self, other):
        if isinstance(other, self.__class__):
            return other._value_
        if self._member_type_ is not object and isinstance(other, self._member_type_):
            return other
        return NotImplemented

    def __or__(self, other):
        other = self._other_value(other)
        if other is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ | other)

    def __and__(self, other):
        other = self._other_value(other)
        if other is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ & other)

    def __xor__(self, other):
        other = self._other_value(other)
        if other is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ ^ other)

    def __invert__(self):
        if self._inverted_ is None:
            if self._boundary_ in (EJECT, KEEP):
                self._inverted_ = self.__class__(~self._value_)
            else:
                self._inverted_ = self.__class__(self._flag_mask_ ^ self._value_)
        return self._inverted_

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Flag whose members are also (and must be) ints."""


def unique(enumeration):
    """A class decorator: ValueError if two members have the same value."""
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ", ".join(
            ["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError("duplicate values found in %r: %s" % (enumeration, alias_details))
    return enumeration


class EnumCheck(StrEnum):
    """The checks verify() makes."""
    CONTINUOUS = "no skipped integer values"
    NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
    UNIQUE = "one name per value"


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck


class verify:
    """A class decorator that checks an enumeration: UNIQUE (no
    aliases), CONTINUOUS (no missing int values), NAMED_FLAGS (the
    multi-bit members' bits all have names)."""

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        checks = self.checks
        cls_name = enumeration.__name__
        if Flag is not None and issubclass(enumeration, Flag):
            enum_type = "flag"
        elif issubclass(enumeration, Enum):
            enum_type = "enum"
        else:
            raise TypeError("the 'verify' decorator only works with Enum and Flag")
        for check in checks:
            if check is UNIQUE:
                duplicates = []
                for name, member in enumeration.__members__.items():
                    if name != member.name:
                        duplicates.append((name, member.name))
                if duplicates:
                    alias_details = ", ".join(
                        ["%s -> %s" % (alias, name) for (alias, name) in duplicates])
                    raise ValueError("aliases found in %r: %s" % (enumeration, alias_details))
            elif check is CONTINUOUS:
                values = set(e.value for e in enumeration)
                if len(values) < 2:
                    continue
                low, high = min(values), max(values)
                missing = []
                if enum_type == "flag":
                    for i in range(_high_bit(low) + 1, _high_bit(high)):
                        if 2 ** i not in values:
                            missing.append(2 ** i)
                elif enum_type == "enum":
                    for i in range(low + 1, high):
                        if i not in values:
                            missing.append(i)
                if missing:
                    raise ValueError(("invalid %s %r: missing values %s" % (
                        enum_type, cls_name, ", ".join((str(m) for m in missing)))
                    )[:256])
            elif check is NAMED_FLAGS:
                member_names = enumeration._member_names_
                member_values = [m.value for m in enumeration]
                missing_names = []
                missing_value = 0
                for name, alias in enumeration._member_map_.items():
                    if name in member_names:
                        continue
                    if alias.value < 0:
                        continue
                    values = list(_iter_bits_lsb(alias.value))
                    missed = [v for v in values if v not in member_values]
                    if missed:
                        missing_names.append(name)
                        for val in missed:
                            missing_value |= val
                if missing_names:
                    if len(missing_names) == 1:
                        alias = "alias %s is missing" % missing_names[0]
                    else:
                        alias = "aliases %s and %s are missing" % (
                            ", ".join(missing_names[:-1]), missing_names[-1])
                    if _is_single_bit(missing_value):
                        value = "value 0x%x" % missing_value
                    else:
                        value = "combined values of 0x%x" % missing_value
                    raise ValueError("invalid Flag %r: %s %s [use enum.show_flag_values(value) for details]"
                                     % (cls_name, alias, value))
        return enumeration


def global_enum_repr(self):
    module = self.__class__.__module__.split(".")[-1]
    return "%s.%s" % (module, self._name_)


def global_flag_repr(self):
    module = self.__class__.__module__.split(".")[-1]
    cls_name = self.__class__.__name__
    if self._name_ is None:
        return "%s.%s(%r)" % (module, cls_name, self._value_)
    if _is_single_bit(self):
        return "%s.%s" % (module, self._name_)
    if self._boundary_ is not FlagBoundary.KEEP:
        return "|".join(["%s.%s" % (module, name) for name in self.name.split("|")])
    name = []
    for n in self._name_.split("|"):
        if n[0].isdigit():
            name.append(n)
        else:
            name.append("%s.%s" % (module, n))
    return "|".join(name)


def global_str(self):
    if self._name_ is None:
        cls_name = self.__class__.__name__
        return "%s(%r)" % (cls_name, self._value_)
    return self._name_


def global_enum(cls, update_str=False):
    """A class decorator: the members become names of the enumeration's
    module, and their repr names them so."""
    if issubclass(cls, Flag):
        cls.__repr__ = global_flag_repr
    else:
        cls.__repr__ = global_enum_repr
    if not issubclass(cls, ReprEnum) or update_str:
        cls.__str__ = global_str
    _sys.modules[cls.__module__].__dict__.update(cls.__members__)
    return cls
