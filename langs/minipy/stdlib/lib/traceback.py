"""Tracebacks: the text of an exception as Python prints an uncaught one
(format_exception, format_exc, print_exc...), and the frames of a
traceback or of the stack (extract_tb, extract_stack, StackSummary)."""

import sys
import _traceback

__all__ = ["extract_stack", "extract_tb", "format_exception",
           "format_exception_only", "format_list", "format_stack",
           "format_tb", "print_exc", "format_exc", "print_exception",
           "print_last", "print_stack", "print_tb", "clear_frames",
           "FrameSummary", "StackSummary", "TracebackException",
           "walk_stack", "walk_tb"]

_RECURSIVE_CUTOFF = 3


def _source(filename, lineno):
    return _traceback.source_line(filename, lineno)


def _stdlib(filename):
    return filename.startswith("<frozen ")


class FrameSummary:
    """A frame of a traceback or a stack: filename, lineno, name and the
    source line."""

    __slots__ = ("filename", "lineno", "name", "_line", "locals")

    def __init__(self, filename, lineno, name, *, lookup_line=True,
                 locals=None, line=None):
        self.filename = filename
        self.lineno = lineno
        self.name = name
        self._line = line
        if lookup_line:
            self.line
        self.locals = {k: repr(v) for k, v in locals.items()} if locals else None

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and self.lineno == other.lineno
                    and self.name == other.name and self.locals == other.locals)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __repr__(self):
        return "<FrameSummary file {filename}, line {lineno} in {name}>".format(
            filename=self.filename, lineno=self.lineno, name=self.name)

    def __len__(self):
        return 4

    @property
    def line(self):
        if self._line is None:
            if self.lineno is None:
                return None
            self._line = _source(self.filename, self.lineno)
        return self._line.strip()


def walk_tb(tb):
    """The (frame, lineno) of each level of a traceback."""
    while tb is not None:
        yield tb.tb_frame, tb.tb_lineno
        tb = tb.tb_next


def walk_stack(f):
    """The (frame, lineno) of each frame from f (the caller's) outwards."""
    if f is None:
        f = sys._getframe().f_back.f_back
    while f is not None:
        yield f, f.f_lineno
        f = f.f_back


class StackSummary(list):
    """A list of FrameSummary objects."""

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True, capture_locals=False):
        result = klass()
        for f, lineno in frame_gen:
            co = f.f_code
            if _stdlib(co.co_filename):
                continue
            result.append(FrameSummary(co.co_filename, lineno, co.co_name,
                                       lookup_line=lookup_lines,
                                       locals=f.f_locals if capture_locals else None))
        if limit is not None:
            if limit >= 0:
                result = klass(result[:limit])
            else:
                result = klass(result[limit:])
        return result

    @classmethod
    def from_list(klass, a_list):
        result = StackSummary()
        for frame in a_list:
            if isinstance(frame, FrameSummary):
                result.append(frame)
            else:
                filename, lineno, name, line = frame
                result.append(FrameSummary(filename, lineno, name, line=line))
        return result

    def format_frame_summary(self, frame_summary):
        row = ['  File "{}", line {}, in {}\n'.format(
            frame_summary.filename, frame_summary.lineno, frame_summary.name)]
        if frame_summary.line:
            row.append("    {}\n".format(frame_summary.line.strip()))
        if frame_summary.locals:
            for name, value in sorted(frame_summary.locals.items()):
                row.append("    {name} = {value}\n".format(name=name, value=value))
        return "".join(row)

    def format(self):
        """The lines of the frames, a repeated one folded as Python
        prints it."""
        result = []
        last_file = last_line = last_name = None
        count = 0
        for frame_summary in self:
            formatted = self.format_frame_summary(frame_summary)
            if (last_file is None or last_file != frame_summary.filename or
                    last_line is None or last_line != frame_summary.lineno or
                    last_name is None or last_name != frame_summary.name):
                if count > _RECURSIVE_CUTOFF:
                    count -= _RECURSIVE_CUTOFF
                    result.append("  [Previous line repeated {} more time{}]\n".format(
                        count, "s" if count > 1 else ""))
                last_file = frame_summary.filename
                last_line = frame_summary.lineno
                last_name = frame_summary.name
                count = 0
            count += 1
            if count > _RECURSIVE_CUTOFF:
                continue
            result.append(formatted)
        if count > _RECURSIVE_CUTOFF:
            count -= _RECURSIVE_CUTOFF
            result.append("  [Previous line repeated {} more time{}]\n".format(
                count, "s" if count > 1 else ""))
        return result


def extract_tb(tb, limit=None):
    """The StackSummary of a traceback."""
    return StackSummary.extract(walk_tb(tb), limit=limit)


def extract_stack(f=None, limit=None):
    """The StackSummary of the stack up to f (the caller), oldest first."""
    if f is None:
        f = sys._getframe().f_back
    stack = StackSummary.extract(walk_stack(f), limit=limit)
    stack.reverse()
    return stack


def format_list(extracted_list):
    """The lines of a list of frames."""
    return StackSummary.from_list(extracted_list).format()


def format_tb(tb, limit=None):
    """The lines of a traceback's frames."""
    return extract_tb(tb, limit=limit).format()


def format_stack(f=None, limit=None):
    """The lines of the stack's frames."""
    if f is None:
        f = sys._getframe().f_back
    return format_list(extract_stack(f, limit=limit))


def _type_name(etype):
    mod = getattr(etype, "__module__", None)
    qualname = getattr(etype, "__qualname__", etype.__name__)
    if mod not in ("__main__", "builtins", None):
        return mod + "." + qualname
    return qualname


def _some_str(value):
    try:
        return str(value)
    except Exception:
        return "<exception str() failed>"


_sentinel = object()


def _parse_value_tb(exc, value, tb):
    if (value is _sentinel) != (tb is _sentinel):
        raise ValueError("Both or neither of value and tb must be given")
    if value is tb is _sentinel:
        if exc is not None:
            if isinstance(exc, BaseException):
                return exc, exc.__traceback__
            raise TypeError(f"Exception expected for value, {type(exc).__name__} found")
        return None, None
    return value, tb


def format_exception_only(exc, /, value=_sentinel):
    """The last lines of an exception's text: its type and message (and
    for a SyntaxError, where it is)."""
    if value is _sentinel:
        value = exc
        etype = type(value)
    else:
        etype = exc
    if value is None:
        return ["NoneType: None\n"]
    stype = _type_name(etype)
    if isinstance(value, SyntaxError) and etype is not None and issubclass(etype, SyntaxError):
        lines = []
        if value.filename is not None or value.lineno is not None:
            lines.append('  File "{}", line {}\n'.format(value.filename or "<string>", value.lineno))
        text = value.text
        if text is not None:
            rtext = text.rstrip("\n")
            ltext = rtext.lstrip(" \n\f")
            spaces = len(rtext) - len(ltext)
            lines.append("    {}\n".format(ltext))
            if value.offset is not None:
                offset = value.offset
                end = getattr(value, "end_offset", None) or offset
                if end <= offset:
                    end = offset + 1
                caret = max(offset - 1 - spaces, 0)
                width = max(end - offset, 1)
                lines.append("    {}{}\n".format(" " * caret, "^" * width))
        msg = value.msg or "<no detail available>"
        lines.append("{}: {}\n".format(stype, msg))
        return lines
    s = _some_str(value)
    if s:
        return ["%s: %s\n" % (stype, s)]
    return ["%s\n" % stype]


def _format_chain(exc, chain, limit, seen):
    out = []
    seen.add(id(exc))
    if chain:
        cause = exc.__cause__
        context = exc.__context__
        if cause is not None and id(cause) not in seen:
            out += _format_chain(cause, chain, limit, seen)
            out.append("\nThe above exception was the direct cause of the following exception:\n\n")
        elif context is not None and not exc.__suppress_context__ and id(context) not in seen:
            out += _format_chain(context, chain, limit, seen)
            out.append("\nDuring handling of the above exception, another exception occurred:\n\n")
    tb = exc.__traceback__
    if tb is not None:
        out.append("Traceback (most recent call last):\n")
        out += format_tb(tb, limit)
    out += format_exception_only(type(exc), exc)
    return out


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    """The lines of an exception's text as Python prints an uncaught
    exception: the exceptions it was raised from or during, the
    traceback, the type and message."""
    value, tb = _parse_value_tb(exc, value, tb)
    if value is None:
        return format_exception_only(exc if exc is not None else type(None), None)
    return _format_chain(value, chain, limit, set())


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    """Prints format_exception's lines to file (sys.stderr)."""
    if file is None:
        file = sys.stderr
    for line in format_exception(exc, value, tb, limit=limit, chain=chain):
        print(line, file=file, end="")


def format_exc(limit=None, chain=True):
    """The text of the exception being handled."""
    return "".join(format_exception(*sys.exc_info(), limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    """Prints the exception being handled to file (sys.stderr)."""
    print_exception(*sys.exc_info(), limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    if not hasattr(sys, "last_type"):
        raise ValueError("no last exception")
    print_exception(sys.last_type, sys.last_value, sys.last_traceback, limit, file, chain)


def print_tb(tb, limit=None, file=None):
    """Prints a traceback's frames to file (sys.stderr)."""
    if file is None:
        file = sys.stderr
    for item in format_tb(tb, limit):
        print(item, file=file, end="")


def print_stack(f=None, limit=None, file=None):
    """Prints the stack's frames to file (sys.stderr)."""
    if f is None:
        f = sys._getframe().f_back
    if file is None:
        file = sys.stderr
    for item in format_list(extract_stack(f, limit=limit)):
        print(item, file=file, end="")


def clear_frames(tb):
    pass


class TracebackException:
    """An exception ready to format: exc_type, the stack, its message,
    and the exceptions it was raised from or during."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None,
                 lookup_lines=True, capture_locals=False, compact=False,
                 max_group_width=15, max_group_depth=10, _seen=None):
        if _seen is None:
            _seen = set()
        _seen.add(id(exc_value))
        self.exc_type = exc_type
        self._str = _some_str(exc_value)
        self.stack = StackSummary.extract(walk_tb(exc_traceback), limit=limit,
                                          lookup_lines=lookup_lines, capture_locals=capture_locals)
        self._value = exc_value
        self.__notes__ = getattr(exc_value, "__notes__", None)
        if exc_type and issubclass(exc_type, SyntaxError):
            self.filename = exc_value.filename
            self.lineno = exc_value.lineno
            self.text = exc_value.text
            self.offset = exc_value.offset
            self.msg = exc_value.msg
        self.__cause__ = self.__context__ = None
        self.__suppress_context__ = exc_value.__suppress_context__ if exc_value is not None else False
        if exc_value is not None:
            cause = exc_value.__cause__
            if cause is not None and id(cause) not in _seen:
                self.__cause__ = TracebackException(type(cause), cause, cause.__traceback__,
                                                    limit=limit, _seen=_seen)
            context = exc_value.__context__
            if context is not None and id(context) not in _seen:
                self.__context__ = TracebackException(type(context), context, context.__traceback__,
                                                      limit=limit, _seen=_seen)

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __str__(self):
        return self._str

    def format_exception_only(self):
        yield from format_exception_only(self.exc_type, self._value)

    def format(self, *, chain=True):
        if chain:
            if self.__cause__ is not None:
                yield from self.__cause__.format(chain=chain)
                yield "\nThe above exception was the direct cause of the following exception:\n\n"
            elif self.__context__ is not None and not self.__suppress_context__:
                yield from self.__context__.format(chain=chain)
                yield "\nDuring handling of the above exception, another exception occurred:\n\n"
        if self.stack:
            yield "Traceback (most recent call last):\n"
            yield from self.stack.format()
        yield from self.format_exception_only()

    def print(self, *, file=None, chain=True):
        if file is None:
            file = sys.stderr
        for line in self.format(chain=chain):
            print(line, file=file, end="")
