"""Logging as CPython 3.11's logging package does it, for what programs
use: loggers named in a dotted hierarchy with levels and propagation,
handlers (StreamHandler, FileHandler, NullHandler), formatters with the
%, { and $ styles and CPython's record attributes, filters,
basicConfig, the module-level functions (which call basicConfig when the
root logger has no handler), lastResort (a logger with no handler
anywhere writes WARNING and above to stderr, the message alone),
LoggerAdapter, disable, getLevelName/addLevelName.

Not provided: logging.config, the handlers of logging.handlers,
captureWarnings, threads (minipy runs one), and the process/thread
attributes hold the real process id and 0."""

import os
import sys
import time
import traceback

__all__ = ["BASIC_FORMAT", "CRITICAL", "DEBUG", "ERROR", "FATAL", "INFO", "NOTSET",
           "WARN", "WARNING", "Filter", "Formatter", "Handler", "FileHandler",
           "LogRecord", "Logger", "LoggerAdapter", "NullHandler", "StreamHandler",
           "basicConfig", "critical", "debug", "disable", "error", "exception",
           "fatal", "getLevelName", "getLogger", "info", "log", "warning", "warn",
           "addLevelName", "root", "lastResort", "shutdown", "getLoggerClass",
           "setLoggerClass", "makeLogRecord", "getLevelNamesMapping"]

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_levelToName = {CRITICAL: "CRITICAL", ERROR: "ERROR", WARNING: "WARNING",
                INFO: "INFO", DEBUG: "DEBUG", NOTSET: "NOTSET"}
_nameToLevel = {"CRITICAL": CRITICAL, "FATAL": FATAL, "ERROR": ERROR, "WARN": WARNING,
                "WARNING": WARNING, "INFO": INFO, "DEBUG": DEBUG, "NOTSET": NOTSET}

BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"
raiseExceptions = True
_startTime = time.time()


def getLevelNamesMapping():
    return _nameToLevel.copy()


def getLevelName(level):
    name = _levelToName.get(level)
    if name is not None:
        return name
    name = _nameToLevel.get(level)
    if name is not None:
        return name
    return "Level %s" % level


def addLevelName(level, levelName):
    _levelToName[level] = levelName
    _nameToLevel[levelName] = level


def _checkLevel(level):
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in _nameToLevel:
            raise ValueError("Unknown level: %r" % level)
        return _nameToLevel[level]
    raise TypeError("Level not an integer or a valid string: %r" % (level,))


class LogRecord:
    """One event: what was logged, where and when."""

    def __init__(self, name, level, pathname, lineno, msg, args, exc_info,
                 func=None, sinfo=None, **kwargs):
        ct = time.time()
        self.name = name
        self.msg = msg
        if args and len(args) == 1 and isinstance(args[0], dict) and args[0]:
            args = args[0]
        self.args = args
        self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        self.filename = os.path.basename(pathname)
        self.module = os.path.splitext(self.filename)[0]
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.created = ct
        self.msecs = int(ct * 1000) % 1000 + 0.0
        self.relativeCreated = (ct - _startTime) * 1000
        self.thread = 0
        self.threadName = "MainThread"
        self.processName = "MainProcess"
        self.process = os.getpid()

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (self.name, self.levelno,
                                                     self.pathname, self.lineno, self.msg)

    def getMessage(self):
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg


_recordFactory = LogRecord


def makeLogRecord(dict):
    rv = _recordFactory(None, None, "", 0, "", (), None, None)
    rv.__dict__.update(dict)
    return rv


class PercentStyle:
    default_format = "%(message)s"
    asctime_format = "%(asctime)s"
    asctime_search = "%(asctime)"

    def __init__(self, fmt, *, defaults=None):
        self._fmt = fmt or self.default_format
        self._defaults = defaults

    def usesTime(self):
        return self._fmt.find(self.asctime_search) >= 0

    def validate(self):
        pass

    def _values(self, record):
        if self._defaults:
            values = dict(self._defaults)
            values.update(record.__dict__)
            return values
        return record.__dict__

    def format(self, record):
        try:
            return self._format(record)
        except KeyError as e:
            raise ValueError("Formatting field not found in record: %s" % (e,))

    def _format(self, record):
        return self._fmt % self._values(record)


class StrFormatStyle(PercentStyle):
    default_format = "{message}"
    asctime_format = "{asctime}"
    asctime_search = "{asctime"

    def _format(self, record):
        return self._fmt.format(**self._values(record))


class StringTemplateStyle(PercentStyle):
    default_format = "${message}"
    asctime_format = "${asctime}"
    asctime_search = "${asctime}"

    def usesTime(self):
        return "$asctime" in self._fmt or "${asctime}" in self._fmt

    def _format(self, record):
        import string
        return string.Template(self._fmt).substitute(**self._values(record))


_STYLES = {"%": PercentStyle, "{": StrFormatStyle, "$": StringTemplateStyle}


class Formatter:
    """Turns a record into text: its format string filled with the
    record's attributes, then the exception's traceback and the stack."""

    converter = staticmethod(time.localtime)
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True, *, defaults=None):
        if style not in _STYLES:
            raise ValueError("Style must be one of: %s" % ",".join(_STYLES.keys()))
        self._style = _STYLES[style](fmt, defaults=defaults)
        self._fmt = self._style._fmt
        self.datefmt = datefmt

    def formatTime(self, record, datefmt=None):
        ct = self.converter(record.created)
        if datefmt:
            return time.strftime(datefmt, ct)
        s = time.strftime(self.default_time_format, ct)
        if self.default_msec_format:
            s = self.default_msec_format % (s, record.msecs)
        return s

    def formatException(self, ei):
        return "".join(traceback.format_exception(ei[0], ei[1], ei[2])).rstrip("\n")

    def usesTime(self):
        return self._style.usesTime()

    def formatMessage(self, record):
        return self._style.format(record)

    def formatStack(self, stack_info):
        return stack_info

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        s = self.formatMessage(record)
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + record.exc_text
        if record.stack_info:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + self.formatStack(record.stack_info)
        return s


_defaultFormatter = Formatter()


class Filter:
    """Passes the records of the logger named and of its children (all
    records when the name is empty)."""

    def __init__(self, name=""):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if self.nlen == 0 or self.name == record.name:
            return True
        if not record.name.startswith(self.name):
            return False
        return record.name[self.nlen] == "."


class Filterer:
    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if filter not in self.filters:
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        for f in self.filters:
            result = f.filter(record) if hasattr(f, "filter") else f(record)
            if not result:
                return False
            if isinstance(result, LogRecord):
                record = result
        return record


_handlers = []


class Handler(Filterer):
    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self._name = None
        self.level = _checkLevel(level)
        self.formatter = None
        _handlers.append(self)

    def get_name(self):
        return self._name

    def set_name(self, name):
        self._name = name

    name = property(get_name, set_name)

    def createLock(self):
        pass

    def acquire(self):
        pass

    def release(self):
        pass

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def format(self, record):
        return (self.formatter or _defaultFormatter).format(record)

    def emit(self, record):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def handle(self, record):
        rv = self.filter(record)
        if isinstance(rv, LogRecord):
            record = rv
        if rv:
            self.emit(record)
        return rv

    def setFormatter(self, fmt):
        self.formatter = fmt

    def flush(self):
        pass

    def close(self):
        if self in _handlers:
            _handlers.remove(self)

    def handleError(self, record):
        if raiseExceptions and sys.stderr:
            sys.stderr.write("--- Logging error ---\n")
            traceback.print_exc(file=sys.stderr)
            sys.stderr.write("Call stack:\n")
            sys.stderr.write("Message: %r\nArguments: %s\n" % (record.msg, record.args))

    def __repr__(self):
        return "<%s (%s)>" % (self.__class__.__name__, getLevelName(self.level))


class StreamHandler(Handler):
    terminator = "\n"

    def __init__(self, stream=None):
        Handler.__init__(self)
        self._stream = stream

    # With no stream given, the handler writes to sys.stderr as it is
    # when a record is emitted (a program may replace sys.stderr).
    @property
    def stream(self):
        return sys.stderr if self._stream is None else self._stream

    @stream.setter
    def stream(self, value):
        self._stream = value

    def flush(self):
        s = self.stream
        if s is not None and hasattr(s, "flush"):
            s.flush()

    def emit(self, record):
        try:
            msg = self.format(record)
            self.stream.write(msg + self.terminator)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def setStream(self, stream):
        if stream is self._stream:
            return None
        result = self._stream
        self.flush()
        self._stream = stream
        return result

    def __repr__(self):
        name = getattr(self.stream, "name", "")
        if name:
            name += " "
        return "<%s %s(%s)>" % (self.__class__.__name__, name, getLevelName(self.level))


class FileHandler(StreamHandler):
    def __init__(self, filename, mode="a", encoding=None, delay=False, errors=None):
        self.baseFilename = os.path.abspath(os.fspath(filename))
        self.mode = mode
        self.encoding = encoding
        self.errors = errors
        self.delay = delay
        StreamHandler.__init__(self)
        self._stream = None if delay else self._open()
        self._opened = not delay

    def _open(self):
        return open(self.baseFilename, self.mode, encoding=self.encoding, errors=self.errors)

    @property
    def stream(self):
        return self._stream

    @stream.setter
    def stream(self, value):
        self._stream = value

    def emit(self, record):
        if self._stream is None:
            self._stream = self._open()
        StreamHandler.emit(self, record)

    def close(self):
        if self._stream is not None:
            self._stream.flush()
            self._stream.close()
            self._stream = None
        StreamHandler.close(self)

    def __repr__(self):
        return "<%s %s (%s)>" % (self.__class__.__name__, self.baseFilename, getLevelName(self.level))


class NullHandler(Handler):
    def handle(self, record):
        pass

    def emit(self, record):
        pass


class _StderrHandler(StreamHandler):
    def __init__(self, level=NOTSET):
        StreamHandler.__init__(self)
        self.level = _checkLevel(level)


lastResort = _StderrHandler(WARNING)


class Manager:
    """The tree of loggers under the root, by dotted name."""

    def __init__(self, rootnode):
        self.root = rootnode
        self.disable = 0
        self.emittedNoHandlerWarning = False
        self.loggerDict = {}
        self.loggerClass = None

    def getLogger(self, name):
        if not isinstance(name, str):
            raise TypeError("A logger name must be a string")
        rv = self.loggerDict.get(name)
        if isinstance(rv, Logger):
            return rv
        rv = (self.loggerClass or _loggerClass)(name)
        rv.manager = self
        self.loggerDict[name] = rv
        self._fix(rv)
        return rv

    def _fix(self, logger):
        # its parent is the nearest existing ancestor; loggers created
        # before it below its name are now its children
        name = logger.name
        parent = self.root
        i = name.rfind(".")
        while i > 0:
            p = self.loggerDict.get(name[:i])
            if isinstance(p, Logger):
                parent = p
                break
            i = name.rfind(".", 0, i)
        logger.parent = parent
        prefix = name + "."
        for other in self.loggerDict.values():
            if isinstance(other, Logger) and other.name.startswith(prefix):
                if other.parent is parent or not other.parent.name.startswith(prefix):
                    other.parent = logger

    def _clear_cache(self):
        for logger in self.loggerDict.values():
            if isinstance(logger, Logger):
                logger._cache.clear()
        self.root._cache.clear()


class Logger(Filterer):
    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name = name
        self.level = _checkLevel(level)
        self.parent = None
        self.propagate = True
        self.handlers = []
        self.disabled = False
        self._cache = {}

    def setLevel(self, level):
        self.level = _checkLevel(level)
        self.manager._clear_cache()

    def getEffectiveLevel(self):
        logger = self
        while logger:
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        try:
            return self._cache[level]
        except KeyError:
            if self.manager.disable >= level:
                enabled = False
            else:
                enabled = level >= self.getEffectiveLevel()
            self._cache[level] = enabled
            return enabled

    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, args, **kwargs)

    fatal = critical

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            if raiseExceptions:
                raise TypeError("level must be an integer")
            return
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def findCaller(self, stack_info=False, stacklevel=1):
        # the frame that called the logging method: skip this module's
        # frames, then stacklevel-1 more
        f = sys._getframe(1)
        here = os.path.normcase(f.f_code.co_filename)
        while f is not None and os.path.normcase(f.f_code.co_filename) == here:
            f = f.f_back
        while f is not None and stacklevel > 1:
            f = f.f_back
            stacklevel -= 1
        if f is None:
            return "(unknown file)", 0, "(unknown function)", None
        sinfo = None
        if stack_info:
            sinfo = "Stack (most recent call last):\n" + "".join(traceback.format_stack(f)).rstrip("\n")
        return f.f_code.co_filename, f.f_lineno, f.f_code.co_name, sinfo

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info, func=None,
                   extra=None, sinfo=None):
        rv = _recordFactory(name, level, fn, lno, msg, args, exc_info, func, sinfo)
        if extra is not None:
            for key in extra:
                if key in ("message", "asctime") or key in rv.__dict__:
                    raise KeyError("Attempt to overwrite %r in LogRecord" % key)
                rv.__dict__[key] = extra[key]
        return rv

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False, stacklevel=1):
        fn, lno, func, sinfo = self.findCaller(stack_info, stacklevel)
        if exc_info:
            if isinstance(exc_info, BaseException):
                exc_info = (type(exc_info), exc_info, exc_info.__traceback__)
            elif not isinstance(exc_info, tuple):
                exc_info = sys.exc_info()
        record = self.makeRecord(self.name, level, fn, lno, msg, args, exc_info, func, extra, sinfo)
        self.handle(record)

    def handle(self, record):
        if self.disabled:
            return
        rv = self.filter(record)
        if not rv:
            return
        if isinstance(rv, LogRecord):
            record = rv
        self.callHandlers(record)

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def hasHandlers(self):
        c = self
        while c:
            if c.handlers:
                return True
            if not c.propagate:
                return False
            c = c.parent
        return False

    def callHandlers(self, record):
        c = self
        found = 0
        while c:
            for hdlr in c.handlers:
                found += 1
                if record.levelno >= hdlr.level:
                    hdlr.handle(record)
            if not c.propagate:
                break
            c = c.parent
        if found == 0:
            if lastResort:
                if record.levelno >= lastResort.level:
                    lastResort.handle(record)
            elif raiseExceptions and not self.manager.emittedNoHandlerWarning:
                sys.stderr.write("No handlers could be found for logger \"%s\"\n" % self.name)
                self.manager.emittedNoHandlerWarning = True

    def getChild(self, suffix):
        if self.root is not self:
            suffix = ".".join((self.name, suffix))
        return self.manager.getLogger(suffix)

    def __repr__(self):
        return "<%s %s (%s)>" % (self.__class__.__name__, self.name,
                                 getLevelName(self.getEffectiveLevel()))


class RootLogger(Logger):
    def __init__(self, level):
        Logger.__init__(self, "root", level)

    def __repr__(self):
        return "<RootLogger root (%s)>" % getLevelName(self.getEffectiveLevel())


_loggerClass = Logger


def setLoggerClass(klass):
    global _loggerClass
    if klass is not Logger and not issubclass(klass, Logger):
        raise TypeError("logger not derived from logging.Logger: " + klass.__name__)
    _loggerClass = klass


def getLoggerClass():
    return _loggerClass


root = RootLogger(WARNING)
Logger.root = root
Logger.manager = Manager(Logger.root)


class LoggerAdapter:
    def __init__(self, logger, extra=None):
        self.logger = logger
        self.extra = extra

    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return msg, kwargs

    def log(self, level, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            msg, kwargs = self.process(msg, kwargs)
            self.logger.log(level, msg, *args, **kwargs)

    def debug(self, msg, *args, **kwargs):
        self.log(DEBUG, msg, *args, **kwargs)

    def info(self, msg, *args, **kwargs):
        self.log(INFO, msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        self.log(WARNING, msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        self.log(ERROR, msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(ERROR, msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        self.log(CRITICAL, msg, *args, **kwargs)

    def isEnabledFor(self, level):
        return self.logger.isEnabledFor(level)

    def setLevel(self, level):
        self.logger.setLevel(level)

    def getEffectiveLevel(self):
        return self.logger.getEffectiveLevel()

    def hasHandlers(self):
        return self.logger.hasHandlers()

    @property
    def name(self):
        return self.logger.name


def basicConfig(**kwargs):
    force = kwargs.pop("force", False)
    encoding = kwargs.pop("encoding", None)
    errors = kwargs.pop("errors", "backslashreplace")
    if force:
        for h in root.handlers[:]:
            root.removeHandler(h)
            h.close()
    if root.handlers:
        return
    handlers = kwargs.pop("handlers", None)
    if handlers is None:
        if "stream" in kwargs and "filename" in kwargs:
            raise ValueError("'stream' and 'filename' should not be specified together")
    elif "stream" in kwargs or "filename" in kwargs:
        raise ValueError("'stream' or 'filename' should not be specified together with 'handlers'")
    if handlers is None:
        filename = kwargs.pop("filename", None)
        mode = kwargs.pop("filemode", "a")
        if filename:
            if "b" in mode:
                errors = None
            h = FileHandler(filename, mode, encoding=encoding, errors=errors)
        else:
            h = StreamHandler(kwargs.pop("stream", None))
        handlers = [h]
    dfs = kwargs.pop("datefmt", None)
    style = kwargs.pop("style", "%")
    if style not in _STYLES:
        raise ValueError("Style must be one of: %s" % ",".join(_STYLES.keys()))
    fs = kwargs.pop("format", _STYLES[style].default_format if style != "%" else BASIC_FORMAT)
    fmt = Formatter(fs, dfs, style)
    for h in handlers:
        if h.formatter is None:
            h.setFormatter(fmt)
        root.addHandler(h)
    level = kwargs.pop("level", None)
    if level is not None:
        root.setLevel(level)
    if kwargs:
        raise ValueError("Unrecognised argument(s): %s" % ", ".join(kwargs.keys()))


def getLogger(name=None):
    if not name or isinstance(name, str) and name == root.name:
        return root
    return Logger.manager.getLogger(name)


def critical(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.critical(msg, *args, **kwargs)


fatal = critical


def error(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.error(msg, *args, **kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


def warning(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.warning(msg, *args, **kwargs)


def warn(msg, *args, **kwargs):
    warning(msg, *args, **kwargs)


def info(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.info(msg, *args, **kwargs)


def debug(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.debug(msg, *args, **kwargs)


def log(level, msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


def disable(level=CRITICAL):
    root.manager.disable = level
    root.manager._clear_cache()


def shutdown(handlerList=None):
    for h in reversed(list(_handlers if handlerList is None else handlerList)):
        try:
            h.flush()
            h.close()
        except (OSError, ValueError):
            pass
