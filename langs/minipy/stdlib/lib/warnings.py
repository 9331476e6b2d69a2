"""Warnings as CPython 3.11 shows and filters them: warn, warn_explicit,
the filter list (filterwarnings, simplefilter, resetwarnings),
showwarning/formatwarning and catch_warnings.

A warning is shown by default once per source location (the "default"
action); DeprecationWarning only when raised by __main__'s code, and
PendingDeprecationWarning, ImportWarning and ResourceWarning not at all,
as CPython's default filters say. minipy has no -W option."""

import re as _re
import sys as _sys

__all__ = ["warn", "warn_explicit", "showwarning", "formatwarning",
           "filterwarnings", "simplefilter", "resetwarnings", "catch_warnings"]

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")

defaultaction = "default"
onceregistry = {}
filters = []
_version = [0]


def _filters_mutated():
    _version[0] += 1


def _add_filter(item, append):
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)
    _filters_mutated()


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    # CPython checks its arguments with assert statements
    if action not in _ACTIONS:
        raise AssertionError("invalid action: %r" % (action,))
    if not isinstance(message, str):
        raise AssertionError("message must be a string")
    if not isinstance(category, type):
        raise AssertionError("category must be a class")
    if not issubclass(category, Warning):
        raise AssertionError("category must be a Warning subclass")
    if not isinstance(module, str):
        raise AssertionError("module must be a string")
    if not isinstance(lineno, int) or lineno < 0:
        raise AssertionError("lineno must be an int >= 0")
    msg = _re.compile(message, _re.I) if message else None
    mod = _re.compile(module + r"\Z") if module else None
    _add_filter((action, msg, category, mod, lineno), append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    if action not in _ACTIONS:
        raise AssertionError("invalid action: %r" % (action,))
    if not isinstance(lineno, int) or lineno < 0:
        raise AssertionError("lineno must be an int >= 0")
    _add_filter((action, None, category, None, lineno), append)


def resetwarnings():
    filters[:] = []
    _filters_mutated()


def _default_filters():
    filters[:] = [
        ("default", None, DeprecationWarning, _re.compile(r"__main__\Z"), 0),
        ("ignore", None, DeprecationWarning, None, 0),
        ("ignore", None, PendingDeprecationWarning, None, 0),
        ("ignore", None, ImportWarning, None, 0),
        ("ignore", None, ResourceWarning, None, 0),
    ]


_default_filters()


class WarningMessage:
    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, line : %r}"
                % (self.message, self._category_name, self.filename, self.lineno, self.line))


def formatwarning(message, category, filename, lineno, line=None):
    s = "%s:%s: %s: %s\n" % (filename, lineno, category.__name__, message)
    if line is None:
        try:
            import linecache
            line = linecache.getline(filename, lineno)
        except Exception:
            line = None
    if line:
        s += "  %s\n" % line.strip()
    return s


def _showwarning_default(message, category, filename, lineno, file=None, line=None):
    if file is None:
        file = _sys.stderr
        if file is None:
            return
    try:
        file.write(formatwarning(message, category, filename, lineno, line))
    except OSError:
        pass


showwarning = _showwarning_default


def _show(msg):
    # a replaced showwarning is called as the program wrote it
    showwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None):
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get("version", 0) != _version[0]:
        registry.clear()
        registry["version"] = _version[0]
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry.get(key):
        return
    for item in filters:
        action, msg, cat, mod, ln = item
        if ((msg is None or msg.match(text)) and issubclass(category, cat)
                and (mod is None or mod.match(module)) and (ln == 0 or lineno == ln)):
            break
    else:
        action = defaultaction
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action == "once":
        registry[key] = 1
        okey = (text, category)
        if onceregistry.get(okey):
            return
        onceregistry[okey] = 1
    elif action == "module":
        registry[key] = 1
        akey = (text, category, 0)
        if registry.get(akey):
            return
        registry[akey] = 1
    elif action == "default":
        registry[key] = 1
    _show(WarningMessage(message, category, filename, lineno, None, None, source))


def warn(message, category=None, stacklevel=1, source=None):
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '%s'" % type(category).__name__)
    try:
        frame = _sys._getframe(stacklevel)
    except ValueError:
        globals = _sys.__dict__
        filename = "sys"
        lineno = 0
    else:
        globals = frame.f_globals
        filename = frame.f_code.co_filename
        lineno = frame.f_lineno
    module = globals.get("__name__", "<string>")
    registry = globals.setdefault("__warningregistry__", {})
    warn_explicit(message, category, filename, lineno, module, registry, globals, source)


class catch_warnings:
    """Saves the filters and showwarning on entry and restores them on
    exit; with record=True, the warnings shown inside are collected in
    the list the with statement binds."""

    def __init__(self, *, record=False, module=None, action=None, category=Warning,
                 lineno=0, append=False):
        self._record = record
        self._module = _sys.modules["warnings"] if module is None else module
        self._entered = False
        if action is None:
            self._filter = None
        else:
            self._filter = (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        return "%s(%s)" % (type(self).__name__, ", ".join(args))

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        m = self._module
        self._filters = m.filters
        m.filters = self._filters[:]
        _filters_mutated()
        self._showwarning = m.showwarning
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            m.showwarning = lambda *a, **k: log.append(WarningMessage(*a, **k))
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        m = self._module
        m.filters = self._filters
        _filters_mutated()
        m.showwarning = self._showwarning
