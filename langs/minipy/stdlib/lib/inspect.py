"""Get information about live objects: what kind of object a value is,
the signature of a callable, docstrings, members, frames."""

import sys
import types
import functools
import collections.abc
from collections import namedtuple

__all__ = ["signature", "Signature", "Parameter", "BoundArguments", "isfunction",
           "ismethod", "isclass", "ismodule", "isbuiltin", "isroutine", "isgenerator",
           "isgeneratorfunction", "iscoroutinefunction", "isabstract", "getmembers",
           "getdoc", "cleandoc", "getmodule", "currentframe", "stack", "getmro",
           "getfullargspec", "unwrap", "formatannotation", "isdatadescriptor"]

CO_OPTIMIZED = 1
CO_NEWLOCALS = 2
CO_VARARGS = 4
CO_VARKEYWORDS = 8
CO_NESTED = 16
CO_GENERATOR = 32


def ismodule(object):
    return isinstance(object, types.ModuleType)


def isclass(object):
    return isinstance(object, type)


def ismethod(object):
    return isinstance(object, types.MethodType)


def isfunction(object):
    return isinstance(object, types.FunctionType)


def isbuiltin(object):
    return isinstance(object, types.BuiltinFunctionType)


def isroutine(object):
    return isbuiltin(object) or isfunction(object) or ismethod(object)


def isgenerator(object):
    return isinstance(object, types.GeneratorType)


def isgeneratorfunction(obj):
    obj = unwrap_partial(obj)
    return isfunction(obj) and bool(obj.__code__.co_flags & CO_GENERATOR)


def iscoroutinefunction(obj):
    return False


def iscoroutine(object):
    return False


def isawaitable(object):
    return False


def isasyncgenfunction(obj):
    return False


def isabstract(object):
    return bool(isinstance(object, type) and getattr(object, "__abstractmethods__", None))


def isdatadescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, "__set__") or hasattr(tp, "__delete__")


def ismethoddescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, "__get__") and not hasattr(tp, "__set__")


def unwrap_partial(func):
    while isinstance(func, functools.partial):
        func = func.func
    return func


def getmembers(object, predicate=None):
    """The (name, value) pairs of an object's attributes, sorted by name."""
    results = []
    for key in dir(object):
        try:
            value = getattr(object, key)
        except AttributeError:
            continue
        if not predicate or predicate(value):
            results.append((key, value))
    results.sort(key=lambda pair: pair[0])
    return results


def getmro(cls):
    return cls.__mro__


def unwrap(func, *, stop=None):
    """Follow the __wrapped__ chain functools.wraps leaves."""
    f = func
    seen = {id(f)}
    while hasattr(f, "__wrapped__") and not (stop is not None and stop(f)):
        f = f.__wrapped__
        if id(f) in seen:
            raise ValueError("wrapper loop when unwrapping {!r}".format(func))
        seen.add(id(f))
    return f


def cleandoc(doc):
    """A docstring without the indentation of its second and later
    lines, and without leading and trailing blank lines."""
    lines = doc.expandtabs().split("\n")
    margin = sys.maxsize
    for line in lines[1:]:
        content = len(line.lstrip())
        if content:
            margin = min(margin, len(line) - content)
    if lines:
        lines[0] = lines[0].lstrip()
    if margin < sys.maxsize:
        for i in range(1, len(lines)):
            lines[i] = lines[i][margin:]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return "\n".join(lines)


def _findclass(func):
    cls = sys.modules.get(func.__module__)
    if cls is None:
        return None
    for name in func.__qualname__.split(".")[:-1]:
        cls = getattr(cls, name, None)
    if not isclass(cls):
        return None
    return cls


def _owner_and_name(obj):
    """The class a method or function is looked up on and its name, or
    None for other objects."""
    if ismethod(obj):
        receiver = obj.__self__
        return (receiver if isclass(receiver) else type(receiver)), obj.__func__.__name__
    if isfunction(obj):
        cls = _findclass(obj)
        if cls is not None and getattr(cls, obj.__name__) is obj:
            return cls, obj.__name__
    return None


_NO_ATTR = object()


def _finddoc(obj):
    """The docstring a method inherits from the same method of a base
    class, or a class from its bases."""
    if isclass(obj):
        bases = [b for b in obj.__mro__[1:] if b is not object]
        return next((b.__dict__["__doc__"] for b in bases if b.__dict__.get("__doc__") is not None), None)
    found = _owner_and_name(obj)
    if found is None:
        return None
    cls, name = found
    for base in cls.__mro__:
        attr = getattr(base, name, _NO_ATTR)
        doc = None if attr is _NO_ATTR else getattr(attr, "__doc__", None)
        if doc is not None:
            return doc
    return None


def getdoc(object):
    """The object's docstring (inherited from the same method of a base
    class, or from a class's bases, when it has none), cleaned up."""
    doc = getattr(object, "__doc__", _NO_ATTR)
    if doc is _NO_ATTR:
        return None
    if doc is None:
        try:
            doc = _finddoc(object)
        except (AttributeError, TypeError):
            return None
    return cleandoc(doc) if isinstance(doc, str) else None


def getmodule(object, _filename=None):
    if ismodule(object):
        return object
    if hasattr(object, "__module__"):
        return sys.modules.get(object.__module__)
    return None


def getfile(object):
    if ismodule(object):
        if getattr(object, "__file__", None):
            return object.__file__
        raise TypeError("{!r} is a built-in module".format(object))
    if isclass(object):
        module = sys.modules.get(object.__module__)
        if getattr(module, "__file__", None):
            return module.__file__
        raise TypeError("{!r} is a built-in class".format(object))
    if ismethod(object):
        object = object.__func__
    if isfunction(object):
        object = object.__code__
    if hasattr(object, "co_filename"):
        return object.co_filename
    raise TypeError("module, class, method, function, traceback, frame, or code object was expected, got {}".format(type(object).__name__))


def currentframe():
    """The caller's frame."""
    return sys._getframe(1)


FrameInfo = namedtuple("FrameInfo", ["frame", "filename", "lineno", "function", "code_context", "index"])


def stack(context=1):
    """The frames of the caller's stack, innermost first."""
    frame = sys._getframe(1)
    out = []
    while frame is not None:
        code = frame.f_code
        out.append(FrameInfo(frame, code.co_filename, frame.f_lineno, code.co_name, None, None))
        frame = frame.f_back
    return out


class _empty:
    """Marker object for Signature.empty and Parameter.empty."""


_UNCHANGED = object()   # replace()'s "keep this field"


class _ParameterKind(int):
    """A parameter's kind: an int (0 to 4, in the order parameters must
    come) with a name and a description. _ParameterKind(n) looks the
    kind up."""

    def __new__(cls, value):
        for kind in _KINDS:
            if kind == value:
                return kind
        raise ValueError(f"{value!r} is not a valid {cls.__qualname__}")

    def __repr__(self):
        return f"<_ParameterKind.{self.name}: {int(self)}>"

    def __str__(self):
        return self.name

    @property
    def value(self):
        return int(self)


def _new_kind(rank, name, description):
    kind = int.__new__(_ParameterKind, rank)
    kind.name = name
    kind.description = description
    return kind


_KINDS = (
    _new_kind(0, "POSITIONAL_ONLY", "positional-only"),
    _new_kind(1, "POSITIONAL_OR_KEYWORD", "positional or keyword"),
    _new_kind(2, "VAR_POSITIONAL", "variadic positional"),
    _new_kind(3, "KEYWORD_ONLY", "keyword-only"),
    _new_kind(4, "VAR_KEYWORD", "variadic keyword"),
)
_POS_ONLY, _POS_OR_KW, _STAR_ARGS, _KW_ONLY, _STAR_KWARGS = _KINDS
_STARRED = (_STAR_ARGS, _STAR_KWARGS)
_STAR_PREFIX = {_STAR_ARGS: "*", _STAR_KWARGS: "**"}

_KEYWORDS = frozenset(
    "False None True and as assert async await break class continue def del elif else "
    "except finally for from global if import in is lambda nonlocal not or pass raise "
    "return try while with yield".split())


def formatannotation(annotation, base_module=None):
    if getattr(annotation, "__module__", None) == "typing":
        return repr(annotation).replace("typing.", "")
    if isinstance(annotation, types.GenericAlias):
        return str(annotation)
    if isinstance(annotation, type):
        if annotation.__module__ in ("builtins", base_module):
            return annotation.__qualname__
        return annotation.__module__ + "." + annotation.__qualname__
    return repr(annotation)


def _parameter_name(name, kind):
    """The (name, kind) a Parameter gets: comprehensions' implicit ".0"
    arguments become positional-only "implicit0"."""
    if name is _empty:
        raise ValueError("name is a required attribute for Parameter")
    if not isinstance(name, str):
        raise TypeError("name must be a str, not a {}".format(type(name).__name__))
    if name[0] == "." and name[1:].isdigit():
        if kind is not _POS_OR_KW:
            raise ValueError("implicit arguments must be passed as positional or keyword "
                             "arguments, not {}".format(kind.description))
        name, kind = "implicit" + name[1:], _POS_ONLY
    if (name in _KEYWORDS and kind is not _POS_ONLY) or not name.isidentifier():
        raise ValueError("{!r} is not a valid parameter name".format(name))
    return name, kind


class Parameter:
    """One parameter of a Signature: name, kind, default, annotation,
    kept together as one tuple."""

    __slots__ = ("_fields",)

    POSITIONAL_ONLY = _POS_ONLY
    POSITIONAL_OR_KEYWORD = _POS_OR_KW
    VAR_POSITIONAL = _STAR_ARGS
    KEYWORD_ONLY = _KW_ONLY
    VAR_KEYWORD = _STAR_KWARGS

    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        try:
            kind = _ParameterKind(kind)
        except ValueError:
            raise ValueError(f"value {kind!r} is not a valid Parameter.kind")
        if default is not _empty and kind in _STARRED:
            raise ValueError(f"{kind.description} parameters cannot have default values")
        name, kind = _parameter_name(name, kind)
        self._fields = (name, kind, default, annotation)

    name = property(lambda self: self._fields[0])
    kind = property(lambda self: self._fields[1])
    default = property(lambda self: self._fields[2])
    annotation = property(lambda self: self._fields[3])

    def replace(self, *, name=_UNCHANGED, kind=_UNCHANGED, annotation=_UNCHANGED, default=_UNCHANGED):
        given = (name, kind, default, annotation)
        name, kind, default, annotation = [old if new is _UNCHANGED else new
                                           for old, new in zip(self._fields, given)]
        return type(self)(name, kind, default=default, annotation=annotation)

    def __str__(self):
        name, kind, default, annotation = self._fields
        text = _STAR_PREFIX.get(kind, "") + name
        if annotation is not _empty:
            text += ": " + formatannotation(annotation)
        if default is not _empty:
            text += (" = " if annotation is not _empty else "=") + repr(default)
        return text

    def __repr__(self):
        return '<%s "%s">' % (type(self).__name__, self)

    def __hash__(self):
        return hash(self._fields)

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        mine, theirs = self._fields, other._fields
        return (mine[0] == theirs[0] and mine[1] == theirs[1] and
                mine[2] == theirs[2] and mine[3] == theirs[3])


class BoundArguments:
    """The arguments of a call bound to a Signature's parameters."""

    __slots__ = ("arguments", "_signature")

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    def _halves(self):
        # the parameters passed positionally, and the rest: positional
        # ones go until a keyword-only one or the first not bound
        params = list(self._signature.parameters.values())
        for i, p in enumerate(params):
            if p.kind in (_KW_ONLY, _STAR_KWARGS) or p.name not in self.arguments:
                return params[:i], params[i:]
        return params, []

    @property
    def args(self):
        values = []
        for p in self._halves()[0]:
            value = self.arguments[p.name]
            if p.kind == _STAR_ARGS:
                values.extend(value)
            else:
                values.append(value)
        return tuple(values)

    @property
    def kwargs(self):
        named = {}
        for p in self._halves()[1]:
            if p.name not in self.arguments:
                continue
            value = self.arguments[p.name]
            if p.kind == _STAR_KWARGS:
                named.update(value)
            else:
                named[p.name] = value
        return named

    def apply_defaults(self):
        """Give the unbound parameters their defaults (() and {} for *args
        and **kwargs), in the signature's order."""
        filled = {}
        for name, p in self._signature.parameters.items():
            if name in self.arguments:
                filled[name] = self.arguments[name]
            elif p.default is not _empty:
                filled[name] = p.default
            elif p.kind in (_STAR_ARGS, _STAR_KWARGS):
                filled[name] = () if p.kind is _STAR_ARGS else {}
        self.arguments = filled

    def __eq__(self, other):
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self.signature == other.signature and self.arguments == other.arguments

    def __repr__(self):
        shown = ", ".join("%s=%r" % item for item in self.arguments.items())
        return "<%s (%s)>" % (type(self).__name__, shown)


def _checked_order(parameters):
    """parameters by name, refusing a kind out of order, a parameter
    without a default after one with, and a name twice."""
    by_name = collections.OrderedDict()
    highest = _POS_ONLY
    defaulted = False
    for p in parameters:
        if p.kind < highest:
            raise ValueError("wrong parameter order: {} parameter before {} parameter".format(
                highest.description, p.kind.description))
        highest = max(highest, p.kind)
        if p.kind <= _POS_OR_KW:
            if p.default is not _empty:
                defaulted = True
            elif defaulted:
                raise ValueError("non-default argument follows default argument")
        if p.name in by_name:
            raise ValueError("duplicate parameter name: {!r}".format(p.name))
        by_name[p.name] = p
    return by_name


def _positional_only_error(p):
    return TypeError("{!r} parameter is positional only, but was passed as a keyword".format(p.name))


def _missing_error(p):
    return TypeError("missing a required argument: {!r}".format(p.name))


def _bind_positionals(params, args, kwargs, bound, partial):
    """Bind args to params in order; the parameters left for keywords."""
    at = 0
    for pos, value in enumerate(args):
        if at == len(params) or params[at].kind in (_KW_ONLY, _STAR_KWARGS):
            raise TypeError("too many positional arguments")
        p = params[at]
        if p.kind is _STAR_ARGS:
            bound[p.name] = tuple(args[pos:])
            return params[at + 1:]
        if p.kind is not _POS_ONLY and p.name in kwargs:
            raise TypeError("multiple values for argument {!r}".format(p.name))
        bound[p.name] = value
        at += 1
    if at == len(params):
        return []
    first = params[at]
    if first.kind is _STAR_ARGS:
        return params[at + 1:]
    if first.name in kwargs:
        if first.kind is _POS_ONLY:
            raise _positional_only_error(first)
    elif first.kind is not _STAR_KWARGS and first.default is _empty and not partial:
        raise _missing_error(first)
    return params[at:]


def _bind_keywords(params, kwargs, bound, partial):
    """Bind kwargs to params by name; what is left goes to **kwargs."""
    catch_all = None
    for p in params:
        if p.kind is _STAR_KWARGS:
            catch_all = p
        elif p.kind is _STAR_ARGS:
            continue
        elif p.name in kwargs:
            if p.kind is _POS_ONLY:
                raise _positional_only_error(p)
            bound[p.name] = kwargs.pop(p.name)
        elif not partial and p.default is _empty:
            raise _missing_error(p)
    if kwargs:
        if catch_all is None:
            raise TypeError("got an unexpected keyword argument {!r}".format(next(iter(kwargs))))
        bound[catch_all.name] = kwargs


class Signature:
    """The parameters and return annotation of a callable."""

    __slots__ = ("_by_name", "_returns")

    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty, __validate_parameters__=True):
        if parameters is None:
            by_name = collections.OrderedDict()
        elif __validate_parameters__:
            by_name = _checked_order(parameters)
        else:
            by_name = collections.OrderedDict((p.name, p) for p in parameters)
        self._by_name = types.MappingProxyType(by_name)
        self._returns = return_annotation

    @property
    def parameters(self):
        return self._by_name

    @property
    def return_annotation(self):
        return self._returns

    def replace(self, *, parameters=_UNCHANGED, return_annotation=_UNCHANGED):
        if parameters is _UNCHANGED:
            parameters = self._by_name.values()
        if return_annotation is _UNCHANGED:
            return_annotation = self._returns
        return type(self)(parameters, return_annotation=return_annotation)

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
        return signature(obj, follow_wrapped=follow_wrapped)

    def _identity(self):
        # keyword-only parameters compare as a set: their order is no part
        # of how the callable is called
        ordered = tuple(p for p in self._by_name.values() if p.kind is not _KW_ONLY)
        by_keyword = {p.name: p for p in self._by_name.values() if p.kind is _KW_ONLY}
        return ordered, by_keyword, self._returns

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return self._identity() == other._identity()

    def __hash__(self):
        ordered, by_keyword, returns = self._identity()
        return hash((ordered, frozenset(by_keyword.values()), returns))

    def _bound(self, args, kwargs, partial):
        bound = {}
        rest = _bind_positionals(list(self._by_name.values()), args, kwargs, bound, partial)
        _bind_keywords(rest, kwargs, bound, partial)
        return BoundArguments(self, bound)

    def bind(self, /, *args, **kwargs):
        return self._bound(args, kwargs, False)

    def bind_partial(self, /, *args, **kwargs):
        return self._bound(args, kwargs, True)

    def __repr__(self):
        return "<%s %s>" % (type(self).__name__, self)

    def __str__(self):
        params = list(self._by_name.values())
        shown = []
        star_due = True
        for at, p in enumerate(params):
            if p.kind is _STAR_ARGS:
                star_due = False
            elif p.kind is _KW_ONLY and star_due:
                shown.append("*")
                star_due = False
            shown.append(str(p))
            if p.kind is _POS_ONLY and (at + 1 == len(params) or params[at + 1].kind is not _POS_ONLY):
                shown.append("/")
        text = "(" + ", ".join(shown) + ")"
        if self._returns is not _empty:
            text += " -> " + formatannotation(self._returns)
        return text


def _function_signature(func):
    """The Signature of a Python function, read off its code object."""
    code = func.__code__
    names = code.co_varnames
    npos, nkw = code.co_argcount, code.co_kwonlyargcount
    notes = func.__annotations__
    defaults = func.__defaults__ or ()
    kwdefaults = func.__kwdefaults__ or {}
    first_default = npos - len(defaults)
    made = []

    def add(name, kind, default=_empty):
        made.append(Parameter(name, kind, default=default, annotation=notes.get(name, _empty)))

    for i in range(npos):
        add(names[i], _POS_ONLY if i < code.co_posonlyargcount else _POS_OR_KW,
            defaults[i - first_default] if i >= first_default else _empty)
    star_at = npos + nkw
    if code.co_flags & CO_VARARGS:
        add(names[star_at], _STAR_ARGS)
        star_at += 1
    for name in names[npos:npos + nkw]:
        add(name, _KW_ONLY, kwdefaults.get(name, _empty))
    if code.co_flags & CO_VARKEYWORDS:
        add(names[star_at], _STAR_KWARGS)
    return Signature(made, return_annotation=notes.get("return", _empty), __validate_parameters__=False)


def _drop_first(sig):
    params = list(sig.parameters.values())
    if not params or params[0].kind in (_STAR_KWARGS, _KW_ONLY):
        raise ValueError("invalid method signature")
    if params[0].kind is _STAR_ARGS:
        return sig
    return sig.replace(parameters=params[1:])


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    """The Signature of a callable."""
    if not callable(obj):
        raise TypeError("{!r} is not a callable object".format(obj))
    if isinstance(obj, types.MethodType):
        return _drop_first(signature(obj.__func__, follow_wrapped=follow_wrapped))
    if follow_wrapped:
        obj = unwrap(obj, stop=lambda f: hasattr(f, "__signature__"))
        if isinstance(obj, types.MethodType):
            return signature(obj)
    sig = getattr(obj, "__signature__", None)
    if sig is not None:
        if not isinstance(sig, Signature):
            raise TypeError("unexpected object {!r} in __signature__ attribute".format(sig))
        return sig
    if isfunction(obj):
        return _function_signature(obj)
    if isinstance(obj, functools.partial):
        sig = signature(obj.func)
        bound = sig.bind_partial(*obj.args, **obj.keywords)
        params = []
        for name, param in sig.parameters.items():
            if name in bound.arguments and param.kind not in (_STAR_ARGS, _STAR_KWARGS):
                if name in obj.keywords:
                    params.append(param.replace(default=obj.keywords[name], kind=_KW_ONLY))
                continue
            params.append(param)
        return sig.replace(parameters=params)
    if isinstance(obj, type):
        for name in ("__init__", "__new__"):
            for base in obj.__mro__:
                if name in base.__dict__ and base is not object:
                    meth = base.__dict__[name]
                    if isinstance(meth, staticmethod):
                        meth = meth.__func__
                    if isfunction(meth):
                        return _drop_first(_function_signature(meth))
                    break
        if obj.__init__ is object.__init__ and obj.__new__ is object.__new__:
            return Signature()
        raise ValueError("no signature found for builtin type {!r}".format(obj))
    if isbuiltin(obj):
        raise ValueError("no signature found for builtin {!r}".format(obj))
    call = getattr(type(obj), "__call__", None)
    if call is not None and isfunction(call):
        return _drop_first(_function_signature(call))
    raise ValueError("callable {!r} is not supported by signature".format(obj))


FullArgSpec = namedtuple("FullArgSpec", "args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, annotations")


def getfullargspec(func):
    """The names and defaults of a function's parameters."""
    sig = signature(func, follow_wrapped=False)
    args, varargs, varkw, kwonlyargs = [], None, None, []
    defaults, kwdefaults = (), {}
    annotations = {}
    if sig.return_annotation is not _empty:
        annotations["return"] = sig.return_annotation
    for param in sig.parameters.values():
        kind = param.kind
        name = param.name
        if kind in (_POS_ONLY, _POS_OR_KW):
            args.append(name)
            if param.default is not _empty:
                defaults += (param.default,)
        elif kind is _STAR_ARGS:
            varargs = name
        elif kind is _KW_ONLY:
            kwonlyargs.append(name)
            if param.default is not _empty:
                kwdefaults[name] = param.default
        elif kind is _STAR_KWARGS:
            varkw = name
        if param.annotation is not _empty:
            annotations[name] = param.annotation
    return FullArgSpec(args, varargs, varkw, defaults or None, kwonlyargs, kwdefaults or None, annotations)
