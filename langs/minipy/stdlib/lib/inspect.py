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


def _finddoc(obj):
    """The docstring a method inherits from the same method of a base
    class, or a class from its bases."""
    if isclass(obj):
        for base in obj.__mro__[1:]:
            if base is object:
                break
            doc = base.__dict__.get("__doc__")
            if doc is not None:
                return doc
        return None
    if ismethod(obj):
        name = obj.__func__.__name__
        self = obj.__self__
        cls = self if isclass(self) else self.__class__
    elif isfunction(obj):
        name = obj.__name__
        cls = _findclass(obj)
        if cls is None or getattr(cls, name) is not obj:
            return None
    elif isinstance(obj, property):
        return None
    else:
        return None
    for base in cls.__mro__:
        try:
            doc = getattr(base, name).__doc__
        except AttributeError:
            continue
        if doc is not None:
            return doc
    return None


def getdoc(object):
    """The object's docstring (inherited from the same method of a base
    class, or from a class's bases, when it has none), cleaned up."""
    try:
        doc = object.__doc__
    except AttributeError:
        return None
    if doc is None:
        try:
            doc = _finddoc(object)
        except (AttributeError, TypeError):
            return None
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


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


class _void:
    """A private marker - used in Parameter & Signature."""


class _ParameterKind:
    def __init__(self, value, name, description):
        self.value = value
        self.name = name
        self.description = description

    def __repr__(self):
        return f"<_ParameterKind.{self.name}: {self.value}>"

    def __str__(self):
        return self.name

    def __lt__(self, other):
        return self.value < other.value

    def __le__(self, other):
        return self.value <= other.value

    def __gt__(self, other):
        return self.value > other.value

    def __ge__(self, other):
        return self.value >= other.value

    def __hash__(self):
        return hash(self.value)


_POSITIONAL_ONLY = _ParameterKind(0, "POSITIONAL_ONLY", "positional-only")
_POSITIONAL_OR_KEYWORD = _ParameterKind(1, "POSITIONAL_OR_KEYWORD", "positional or keyword")
_VAR_POSITIONAL = _ParameterKind(2, "VAR_POSITIONAL", "variadic positional")
_KEYWORD_ONLY = _ParameterKind(3, "KEYWORD_ONLY", "keyword-only")
_VAR_KEYWORD = _ParameterKind(4, "VAR_KEYWORD", "variadic keyword")


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


class Parameter:
    """One parameter of a Signature: name, kind, default, annotation."""

    __slots__ = ("_name", "_kind", "_default", "_annotation")

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD

    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        if not isinstance(kind, _ParameterKind):
            raise ValueError(f"value {kind!r} is not a valid Parameter.kind")
        if default is not _empty and kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
            raise ValueError(f"{kind.description} parameters cannot have default values")
        self._name = name
        self._kind = kind
        self._default = default
        self._annotation = annotation

    @property
    def name(self):
        return self._name

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    @property
    def kind(self):
        return self._kind

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        return type(self)(self._name if name is _void else name,
                          self._kind if kind is _void else kind,
                          default=self._default if default is _void else default,
                          annotation=self._annotation if annotation is _void else annotation)

    def __str__(self):
        kind = self.kind
        formatted = self._name
        if self._annotation is not _empty:
            formatted = "{}: {}".format(formatted, formatannotation(self._annotation))
        if self._default is not _empty:
            if self._annotation is not _empty:
                formatted = "{} = {}".format(formatted, repr(self._default))
            else:
                formatted = "{}={}".format(formatted, repr(self._default))
        if kind == _VAR_POSITIONAL:
            formatted = "*" + formatted
        elif kind == _VAR_KEYWORD:
            formatted = "**" + formatted
        return formatted

    def __repr__(self):
        return '<{} "{}">'.format(self.__class__.__name__, self)

    def __hash__(self):
        return hash((self.name, self.kind, self.annotation, self.default))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind and
                self._default == other._default and self._annotation == other._annotation)


class BoundArguments:
    """The arguments of a call bound to a Signature's parameters."""

    __slots__ = ("arguments", "_signature")

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    @property
    def args(self):
        args = []
        for param_name, param in self._signature.parameters.items():
            if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                break
            try:
                arg = self.arguments[param_name]
            except KeyError:
                break
            else:
                if param.kind == _VAR_POSITIONAL:
                    args.extend(arg)
                else:
                    args.append(arg)
        return tuple(args)

    @property
    def kwargs(self):
        kwargs = {}
        kwargs_started = False
        for param_name, param in self._signature.parameters.items():
            if not kwargs_started:
                if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                    kwargs_started = True
                elif param_name not in self.arguments:
                    kwargs_started = True
                    continue
            if not kwargs_started:
                continue
            try:
                arg = self.arguments[param_name]
            except KeyError:
                pass
            else:
                if param.kind == _VAR_KEYWORD:
                    kwargs.update(arg)
                else:
                    kwargs[param_name] = arg
        return kwargs

    def apply_defaults(self):
        arguments = self.arguments
        new_arguments = []
        for name, param in self._signature.parameters.items():
            try:
                new_arguments.append((name, arguments[name]))
            except KeyError:
                if param.default is not _empty:
                    val = param.default
                elif param.kind is _VAR_POSITIONAL:
                    val = ()
                elif param.kind is _VAR_KEYWORD:
                    val = {}
                else:
                    continue
                new_arguments.append((name, val))
        self.arguments = dict(new_arguments)

    def __eq__(self, other):
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self.signature == other.signature and self.arguments == other.arguments

    def __repr__(self):
        args = []
        for arg, value in self.arguments.items():
            args.append("{}={!r}".format(arg, value))
        return "<{} ({})>".format(self.__class__.__name__, ", ".join(args))


class Signature:
    """The parameters and return annotation of a callable."""

    __slots__ = ("_return_annotation", "_parameters")

    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty, __validate_parameters__=True):
        params = {}
        if parameters is not None:
            for param in parameters:
                if param.name in params:
                    raise ValueError("duplicate parameter name: {!r}".format(param.name))
                params[param.name] = param
        self._parameters = params
        self._return_annotation = return_annotation

    @property
    def parameters(self):
        return types.MappingProxyType(self._parameters)

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=_void, return_annotation=_void):
        if parameters is _void:
            parameters = self.parameters.values()
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
        return signature(obj, follow_wrapped=follow_wrapped)

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return (self.return_annotation == other.return_annotation and
                list(self.parameters.values()) == list(other.parameters.values()))

    def __hash__(self):
        return hash((tuple(self.parameters.values()), self.return_annotation))

    def _bind(self, args, kwargs, *, partial=False):
        arguments = {}
        parameters = iter(self.parameters.values())
        parameters_ex = ()
        arg_vals = iter(args)
        while True:
            try:
                arg_val = next(arg_vals)
            except StopIteration:
                try:
                    param = next(parameters)
                except StopIteration:
                    break
                else:
                    if param.kind == _VAR_POSITIONAL:
                        break
                    elif param.name in kwargs:
                        if param.kind == _POSITIONAL_ONLY:
                            raise TypeError("{arg!r} parameter is positional only, but was passed as a keyword".format(arg=param.name))
                        parameters_ex = (param,)
                        break
                    elif param.kind == _VAR_KEYWORD or param.default is not _empty:
                        parameters_ex = (param,)
                        break
                    else:
                        if partial:
                            parameters_ex = (param,)
                            break
                        raise TypeError("missing a required argument: {arg!r}".format(arg=param.name)) from None
            else:
                try:
                    param = next(parameters)
                except StopIteration:
                    raise TypeError("too many positional arguments") from None
                else:
                    if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                        raise TypeError("too many positional arguments") from None
                    if param.kind == _VAR_POSITIONAL:
                        values = [arg_val]
                        values.extend(arg_vals)
                        arguments[param.name] = tuple(values)
                        break
                    if param.name in kwargs and param.kind != _POSITIONAL_ONLY:
                        raise TypeError("multiple values for argument {arg!r}".format(arg=param.name)) from None
                    arguments[param.name] = arg_val
        kwargs_param = None
        for param in list(parameters_ex) + list(parameters):
            if param.kind == _VAR_KEYWORD:
                kwargs_param = param
                continue
            if param.kind == _VAR_POSITIONAL:
                continue
            param_name = param.name
            try:
                arg_val = kwargs.pop(param_name)
            except KeyError:
                if (not partial and param.kind != _VAR_POSITIONAL and param.default is _empty):
                    raise TypeError("missing a required argument: {arg!r}".format(arg=param_name)) from None
            else:
                if param.kind == _POSITIONAL_ONLY:
                    raise TypeError("{arg!r} parameter is positional only, but was passed as a keyword".format(arg=param.name))
                arguments[param_name] = arg_val
        if kwargs:
            if kwargs_param is not None:
                arguments[kwargs_param.name] = kwargs
            else:
                raise TypeError("got an unexpected keyword argument {arg!r}".format(arg=next(iter(kwargs))))
        return BoundArguments(self, arguments)

    def bind(self, /, *args, **kwargs):
        return self._bind(args, kwargs)

    def bind_partial(self, /, *args, **kwargs):
        return self._bind(args, kwargs, partial=True)

    def __repr__(self):
        return "<{} {}>".format(self.__class__.__name__, self)

    def __str__(self):
        result = []
        render_pos_only_separator = False
        render_kw_only_separator = True
        for param in self.parameters.values():
            formatted = str(param)
            kind = param.kind
            if kind == _POSITIONAL_ONLY:
                render_pos_only_separator = True
            elif render_pos_only_separator:
                result.append("/")
                render_pos_only_separator = False
            if kind == _VAR_POSITIONAL:
                render_kw_only_separator = False
            elif kind == _KEYWORD_ONLY and render_kw_only_separator:
                result.append("*")
                render_kw_only_separator = False
            result.append(formatted)
        if render_pos_only_separator:
            result.append("/")
        rendered = "({})".format(", ".join(result))
        if self.return_annotation is not _empty:
            anno = formatannotation(self.return_annotation)
            rendered += " -> {}".format(anno)
        return rendered


def _signature_from_function(func):
    code = func.__code__
    pos_count = code.co_argcount
    arg_names = code.co_varnames
    posonly_count = code.co_posonlyargcount
    keyword_only_count = code.co_kwonlyargcount
    positional = arg_names[:pos_count]
    keyword_only = arg_names[pos_count:pos_count + keyword_only_count]
    annotations = func.__annotations__
    defaults = func.__defaults__ or ()
    kwdefaults = func.__kwdefaults__ or {}
    pos_default_count = len(defaults)
    non_default_count = pos_count - pos_default_count
    parameters = []
    for i, name in enumerate(positional):
        kind = _POSITIONAL_ONLY if i < posonly_count else _POSITIONAL_OR_KEYWORD
        default = defaults[i - non_default_count] if i >= non_default_count else _empty
        parameters.append(Parameter(name, kind, default=default, annotation=annotations.get(name, _empty)))
    index = pos_count + keyword_only_count
    if code.co_flags & CO_VARARGS:
        name = arg_names[index]
        parameters.append(Parameter(name, _VAR_POSITIONAL, annotation=annotations.get(name, _empty)))
        index += 1
    for name in keyword_only:
        parameters.append(Parameter(name, _KEYWORD_ONLY, default=kwdefaults.get(name, _empty),
                                    annotation=annotations.get(name, _empty)))
    if code.co_flags & CO_VARKEYWORDS:
        name = arg_names[index]
        parameters.append(Parameter(name, _VAR_KEYWORD, annotation=annotations.get(name, _empty)))
    return Signature(parameters, return_annotation=annotations.get("return", _empty))


def _drop_first(sig):
    params = list(sig.parameters.values())
    if not params or params[0].kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
        raise ValueError("invalid method signature")
    if params[0].kind is _VAR_POSITIONAL:
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
        return _signature_from_function(obj)
    if isinstance(obj, functools.partial):
        sig = signature(obj.func)
        bound = sig.bind_partial(*obj.args, **obj.keywords)
        params = []
        for name, param in sig.parameters.items():
            if name in bound.arguments and param.kind not in (_VAR_POSITIONAL, _VAR_KEYWORD):
                if name in obj.keywords:
                    params.append(param.replace(default=obj.keywords[name], kind=_KEYWORD_ONLY))
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
                        return _drop_first(_signature_from_function(meth))
                    break
        if obj.__init__ is object.__init__ and obj.__new__ is object.__new__:
            return Signature()
        raise ValueError("no signature found for builtin type {!r}".format(obj))
    if isbuiltin(obj):
        raise ValueError("no signature found for builtin {!r}".format(obj))
    call = getattr(type(obj), "__call__", None)
    if call is not None and isfunction(call):
        return _drop_first(_signature_from_function(call))
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
        if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
            args.append(name)
            if param.default is not _empty:
                defaults += (param.default,)
        elif kind is _VAR_POSITIONAL:
            varargs = name
        elif kind is _KEYWORD_ONLY:
            kwonlyargs.append(name)
            if param.default is not _empty:
                kwdefaults[name] = param.default
        elif kind is _VAR_KEYWORD:
            varkw = name
        if param.annotation is not _empty:
            annotations[name] = param.annotation
    return FullArgSpec(args, varargs, varkw, defaults or None, kwonlyargs, kwdefaults or None, annotations)
