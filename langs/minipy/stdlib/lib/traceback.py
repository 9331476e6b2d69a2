"""Tracebacks: the text of an exception as Python prints an uncaught one
(format_exception, format_exc, print_exc...), and the frames of a
traceback or of the stack (extract_tb, extract_stack, StackSummary).

Everything that writes an exception goes through TracebackException;
StackSummary.format folds a run of identical frames by grouping the
frames (itertools.groupby) rather than by counting as it goes.
"""

import itertools
import sys
import _traceback

__all__ = ["extract_stack", "extract_tb", "format_exception",
           "format_exception_only", "format_list", "format_stack",
           "format_tb", "print_exc", "format_exc", "print_exception",
           "print_last", "print_stack", "print_tb", "clear_frames",
           "FrameSummary", "StackSummary", "TracebackException",
           "walk_stack", "walk_tb"]

_SHOWN_REPEATS = 3  # a run of one frame shows this many, then a count


def _hidden(filename):
    # the standard library's Python code is left out, as the printed
    # tracebacks leave it out
    return filename.startswith("<frozen ")


def _output(lines, file):
    out = sys.stderr if file is None else file
    for line in lines:
        print(line, file=out, end="")


class FrameSummary:
    """A frame of a traceback or a stack: filename, lineno, name and the
    source line; for a traceback's frame also where on its lines the
    failing instruction is (end_lineno, colno, end_colno)."""

    __slots__ = ("filename", "lineno", "end_lineno", "colno", "end_colno",
                 "name", "_line", "locals")

    def __init__(self, filename, lineno, name, *, lookup_line=True,
                 locals=None, line=None,
                 end_lineno=None, colno=None, end_colno=None):
        self.filename, self.lineno, self.name, self._line = filename, lineno, name, line
        self.end_lineno, self.colno, self.end_colno = end_lineno, colno, end_colno
        self.locals = {k: repr(v) for k, v in locals.items()} if locals else None
        if lookup_line:
            self.line  # read the source now, as CPython does

    def _as_tuple(self):
        return (self.filename, self.lineno, self.name, self.line)

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return self._as_tuple()[:3] == other._as_tuple()[:3] and self.locals == other.locals
        if isinstance(other, tuple):
            return self._as_tuple() == other
        return NotImplemented

    def __getitem__(self, pos):
        return self._as_tuple()[pos]

    def __iter__(self):
        return iter(self._as_tuple())

    def __len__(self):
        return 4

    def __repr__(self):
        return "<FrameSummary file %s, line %s in %s>" % (self.filename, self.lineno, self.name)

    @property
    def _original_line(self):
        # the source line as written, its indentation kept
        self.line
        return self._line

    @property
    def line(self):
        if self._line is None and self.lineno is not None:
            self._line = _traceback.source_line(self.filename, self.lineno)
        return None if self._line is None else self._line.strip()


def walk_tb(tb):
    """The (frame, lineno) of each level of a traceback."""
    while tb is not None:
        yield tb.tb_frame, tb.tb_lineno
        tb = tb.tb_next


def _walk_tb_with_positions(tb):
    """The (frame, (lineno, end_lineno, colno, end_colno)) of each level of
    a traceback; the columns are None where only the line is known."""
    while tb is not None:
        yield tb.tb_frame, _traceback.position(tb) or (tb.tb_lineno, None, None, None)
        tb = tb.tb_next


def walk_stack(f):
    """The (frame, lineno) of each frame from f (the caller's) outwards."""
    if f is None:
        f = sys._getframe().f_back.f_back
    while f is not None:
        yield f, f.f_lineno
        f = f.f_back


def _limited(frames, limit):
    if limit is None:
        return frames
    return frames[:limit] if limit >= 0 else frames[limit:]


class StackSummary(list):
    """A list of FrameSummary objects."""

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True, capture_locals=False):
        """The summary of the (frame, lineno) pairs frame_gen yields."""
        frames = [FrameSummary(f.f_code.co_filename, lineno, f.f_code.co_name,
                               lookup_line=lookup_lines,
                               locals=f.f_locals if capture_locals else None)
                  for f, lineno in frame_gen if not _hidden(f.f_code.co_filename)]
        return klass(_limited(frames, limit))

    @classmethod
    def _extract_from_extended_frame_gen(klass, frame_gen, *, limit=None,
                                         lookup_lines=True, capture_locals=False):
        """The summary of (frame, positions) pairs, positions as
        _walk_tb_with_positions gives them."""
        frames = [FrameSummary(f.f_code.co_filename, lineno, f.f_code.co_name,
                               lookup_line=lookup_lines,
                               locals=f.f_locals if capture_locals else None,
                               end_lineno=end_lineno, colno=colno, end_colno=end_colno)
                  for f, (lineno, end_lineno, colno, end_colno) in frame_gen
                  if not _hidden(f.f_code.co_filename)]
        return klass(_limited(frames, limit))

    @classmethod
    def from_list(klass, a_list):
        """A summary of FrameSummary objects or (file, line, name, text)
        tuples."""
        return StackSummary(entry if isinstance(entry, FrameSummary)
                            else FrameSummary(*entry[:3], line=entry[3])
                            for entry in a_list)

    def format_frame_summary(self, frame_summary):
        """The text of one frame: where, the source line, the locals."""
        text = '  File "%s", line %s, in %s\n' % (frame_summary.filename, frame_summary.lineno, frame_summary.name)
        if frame_summary.line:
            text += "    %s\n" % frame_summary.line.strip()
            if frame_summary.colno is not None and frame_summary.end_colno is not None:
                text += _traceback.caret_line(frame_summary._original_line, frame_summary.lineno,
                                              frame_summary.end_lineno, frame_summary.colno,
                                              frame_summary.end_colno)
        for name, value in sorted((frame_summary.locals or {}).items()):
            text += "    %s = %s\n" % (name, value)
        return text

    def format(self):
        """The lines of the frames, a repeated one folded as Python
        prints it."""
        lines = []
        where = lambda fs: (fs.filename, fs.lineno, fs.name)
        for _, run in itertools.groupby(self, key=where):
            run = list(run)
            lines.extend(self.format_frame_summary(fs) for fs in run[:_SHOWN_REPEATS])
            more = len(run) - _SHOWN_REPEATS
            if more > 0:
                lines.append("  [Previous line repeated %d more time%s]\n" % (more, "s" if more > 1 else ""))
        return lines


def extract_tb(tb, limit=None):
    """The StackSummary of a traceback."""
    return StackSummary._extract_from_extended_frame_gen(_walk_tb_with_positions(tb), limit=limit)


def extract_stack(f=None, limit=None):
    """The StackSummary of the stack up to f (the caller), oldest first."""
    stack = StackSummary.extract(walk_stack(f or sys._getframe().f_back), limit=limit)
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
    return format_list(extract_stack(f or sys._getframe().f_back, limit=limit))


def print_tb(tb, limit=None, file=None):
    """Prints a traceback's frames to file (sys.stderr)."""
    _output(format_tb(tb, limit), file)


def print_stack(f=None, limit=None, file=None):
    """Prints the stack's frames to file (sys.stderr)."""
    _output(format_list(extract_stack(f or sys._getframe().f_back, limit=limit)), file)


def clear_frames(tb):
    """Nothing to clear: finished frames keep no locals here."""


# --- exceptions -----------------------------------------------------------

def _qualified(etype):
    module = getattr(etype, "__module__", None)
    name = getattr(etype, "__qualname__", etype.__name__)
    return name if module in ("__main__", "builtins", None) else module + "." + name


def _message(value):
    try:
        return str(value)
    except Exception:
        return "<exception str() failed>"


def _syntax_error_lines(value):
    """Where a SyntaxError is, with the source line and its caret."""
    lines = []
    if value.filename is not None or value.lineno is not None:
        lines.append('  File "%s", line %s\n' % (value.filename or "<string>", value.lineno))
    if value.text is not None:
        text = value.text.rstrip("\n")
        shown = text.lstrip(" \n\f")
        lines.append("    %s\n" % shown)
        if value.offset is not None:
            start = value.offset
            end = getattr(value, "end_offset", None) or start
            width = max(end - start, 1) if end > start else 1
            lines.append("    %s%s\n" % (" " * max(start - 1 - (len(text) - len(shown)), 0), "^" * width))
    return lines


_UNSET = object()


def _value_and_tb(exc, value, tb):
    """The exception and traceback of the two calling conventions:
    (exc) alone, or (type, value, tb)."""
    if (value is _UNSET) != (tb is _UNSET):
        raise ValueError("Both or neither of value and tb must be given")
    if value is not _UNSET:
        return value, tb
    if exc is None:
        return None, None
    if not isinstance(exc, BaseException):
        raise TypeError("Exception expected for value, %s found" % type(exc).__name__)
    return exc, exc.__traceback__


class TracebackException:
    """An exception ready to format: exc_type, the stack, its message,
    and the exceptions it was raised from or during."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None,
                 lookup_lines=True, capture_locals=False, compact=False,
                 max_group_width=15, max_group_depth=10, _seen=None):
        seen = set() if _seen is None else _seen
        seen.add(id(exc_value))
        self.exc_type = exc_type
        self._value = exc_value
        self._str = _message(exc_value)
        self.stack = StackSummary._extract_from_extended_frame_gen(_walk_tb_with_positions(exc_traceback), limit=limit,
                                          lookup_lines=lookup_lines, capture_locals=capture_locals)
        self.__notes__ = getattr(exc_value, "__notes__", None)
        if exc_type is not None and issubclass(exc_type, SyntaxError):
            for field in ("filename", "lineno", "text", "offset", "msg"):
                setattr(self, field, getattr(exc_value, field))
        self.__suppress_context__ = exc_value.__suppress_context__ if exc_value is not None else False

        def linked(other):
            if other is None or id(other) in seen:
                return None
            return TracebackException(type(other), other, other.__traceback__, limit=limit, _seen=seen)
        self.__cause__ = linked(getattr(exc_value, "__cause__", None))
        self.__context__ = linked(getattr(exc_value, "__context__", None))

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
        """The last lines: the type and message (and for a SyntaxError,
        where it is)."""
        value = self._value
        if value is None:
            yield "NoneType: None\n"
            return
        name = _qualified(self.exc_type)
        if isinstance(value, SyntaxError) and issubclass(self.exc_type, SyntaxError):
            yield from _syntax_error_lines(value)
            yield "%s: %s\n" % (name, value.msg or "<no detail available>")
            return
        yield "%s: %s\n" % (name, self._str) if self._str else name + "\n"

    def format(self, *, chain=True):
        """All the lines: the chained exceptions first, then this one's
        traceback and last lines."""
        if chain and self.__cause__ is not None:
            yield from self.__cause__.format(chain=chain)
            yield "\nThe above exception was the direct cause of the following exception:\n\n"
        elif chain and self.__context__ is not None and not self.__suppress_context__:
            yield from self.__context__.format(chain=chain)
            yield "\nDuring handling of the above exception, another exception occurred:\n\n"
        if self.stack:
            yield "Traceback (most recent call last):\n"
            yield from self.stack.format()
        yield from self.format_exception_only()

    def print(self, *, file=None, chain=True):
        _output(self.format(chain=chain), file)


def format_exception_only(exc, /, value=_UNSET):
    """The last lines of an exception's text: its type and message (and
    for a SyntaxError, where it is)."""
    if value is _UNSET:
        value = exc
    return list(TracebackException(type(value), value, None).format_exception_only())


def format_exception(exc, /, value=_UNSET, tb=_UNSET, limit=None, chain=True):
    """The lines of an exception's text as Python prints an uncaught
    exception: the exceptions it was raised from or during, the
    traceback, the type and message."""
    value, tb = _value_and_tb(exc, value, tb)
    return list(TracebackException(type(value), value, tb, limit=limit).format(chain=chain))


def print_exception(exc, /, value=_UNSET, tb=_UNSET, limit=None, file=None, chain=True):
    """Prints format_exception's lines to file (sys.stderr)."""
    _output(format_exception(exc, value, tb, limit=limit, chain=chain), file)


def format_exc(limit=None, chain=True):
    """The text of the exception being handled."""
    return "".join(format_exception(*sys.exc_info(), limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    """Prints the exception being handled to file (sys.stderr)."""
    print_exception(*sys.exc_info(), limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    """Prints the last uncaught exception (sys.last_*), as the REPL keeps it."""
    if not hasattr(sys, "last_type"):
        raise ValueError("no last exception")
    print_exception(sys.last_type, sys.last_value, sys.last_traceback, limit=limit, file=file, chain=chain)
