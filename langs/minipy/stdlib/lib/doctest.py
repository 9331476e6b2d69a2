"""Run the interactive examples in docstrings and check what they print.

testmod() collects the docstrings of a module (by default __main__): the
module's own, its functions', its classes' and their methods',
properties' and nested classes', and the entries of a __test__ dict.
Each docstring is cut into examples: a '>>> ' line and its '... '
continuations are the source, the lines after it up to a blank line or
the next '>>> ' are what it must print (an exception is expected when
they begin with a 'Traceback (most recent call last):' line). Examples
run in order, in a copy of the module's globals per docstring, compiled
in "single" mode so that an expression's value is printed as at the
interactive prompt.

Nothing is printed when every example passes (unless verbose, or -v on
the command line); each failure is reported as CPython 3.11 reports it,
followed by a summary.
"""

import re
import sys
import traceback
from collections import namedtuple

__all__ = [
    "testmod", "run_docstring_examples", "register_optionflag",
    "TestResults", "OPTIONFLAGS_BY_NAME",
    "DONT_ACCEPT_TRUE_FOR_1", "DONT_ACCEPT_BLANKLINE", "NORMALIZE_WHITESPACE",
    "ELLIPSIS", "SKIP", "IGNORE_EXCEPTION_DETAIL", "COMPARISON_FLAGS",
    "REPORT_UDIFF", "REPORT_CDIFF", "REPORT_NDIFF", "REPORT_ONLY_FIRST_FAILURE",
    "REPORTING_FLAGS", "FAIL_FAST", "BLANKLINE_MARKER", "ELLIPSIS_MARKER",
]

TestResults = namedtuple("TestResults", "failed attempted")

# Option flags: each a bit, known by the name a directive uses.
OPTIONFLAGS_BY_NAME = {}


def register_optionflag(name):
    return OPTIONFLAGS_BY_NAME.setdefault(name, 1 << len(OPTIONFLAGS_BY_NAME))


DONT_ACCEPT_TRUE_FOR_1 = register_optionflag("DONT_ACCEPT_TRUE_FOR_1")
DONT_ACCEPT_BLANKLINE = register_optionflag("DONT_ACCEPT_BLANKLINE")
NORMALIZE_WHITESPACE = register_optionflag("NORMALIZE_WHITESPACE")
ELLIPSIS = register_optionflag("ELLIPSIS")
SKIP = register_optionflag("SKIP")
IGNORE_EXCEPTION_DETAIL = register_optionflag("IGNORE_EXCEPTION_DETAIL")
COMPARISON_FLAGS = (DONT_ACCEPT_TRUE_FOR_1 | DONT_ACCEPT_BLANKLINE |
                    NORMALIZE_WHITESPACE | ELLIPSIS | SKIP |
                    IGNORE_EXCEPTION_DETAIL)
REPORT_UDIFF = register_optionflag("REPORT_UDIFF")
REPORT_CDIFF = register_optionflag("REPORT_CDIFF")
REPORT_NDIFF = register_optionflag("REPORT_NDIFF")
REPORT_ONLY_FIRST_FAILURE = register_optionflag("REPORT_ONLY_FIRST_FAILURE")
FAIL_FAST = register_optionflag("FAIL_FAST")
REPORTING_FLAGS = (REPORT_UDIFF | REPORT_CDIFF | REPORT_NDIFF |
                   REPORT_ONLY_FIRST_FAILURE | FAIL_FAST)

BLANKLINE_MARKER = "<BLANKLINE>"
ELLIPSIS_MARKER = "..."

_RULE = "*" * 70
_TRACEBACK_HEADS = ("Traceback (most recent call last):",
                    "Traceback (innermost last):")


class Example:
    """One example: its source and the output it expects (both ending in
    a newline, or empty), the exception line it expects (or None), its
    0-based line in the docstring, its indentation and its options."""

    def __init__(self, source, want, exc_msg=None, lineno=0, indent=0,
                 options=None):
        if not source.endswith("\n"):
            source += "\n"
        if want and not want.endswith("\n"):
            want += "\n"
        if exc_msg is not None and not exc_msg.endswith("\n"):
            exc_msg += "\n"
        self.source = source
        self.want = want
        self.exc_msg = exc_msg
        self.lineno = lineno
        self.indent = indent
        self.options = {} if options is None else options


class DocTest:
    """The examples of one docstring, the globals they run in, and where
    the docstring stands (lineno is 0-based, or None when unknown)."""

    def __init__(self, examples, globs, name, filename, lineno, docstring):
        self.examples = examples
        self.globs = globs.copy()
        self.name = name
        self.filename = filename
        self.lineno = lineno
        self.docstring = docstring

    def __repr__(self):
        n = len(self.examples)
        count = "no examples" if n == 0 else "1 example" if n == 1 else "%d examples" % n
        return "<%s %s from %s:%s (%s)>" % (type(self).__name__, self.name, self.filename, self.lineno, count)

    def _key(self):
        return (self.name, self.filename or "", -1 if self.lineno is None else self.lineno)

    def __lt__(self, other):
        return self._key() < other._key()


def _leading_spaces(line):
    return len(line) - len(line.lstrip(" "))


def _prompt_after(line, indent, prompt):
    """Whether line holds prompt at indent: followed by a space or by
    nothing."""
    rest = line[indent:]
    return rest.startswith(prompt) and (len(rest) == len(prompt) or rest[len(prompt)] == " ")


def _directives(line, name, lineno):
    """The options of a '# doctest: +FLAG, -FLAG' comment on line."""
    options = {}
    at = line.rfind("#")
    if at < 0:
        return options
    comment = line[at + 1:].strip()
    if not comment.startswith("doctest:"):
        return options
    body = comment[len("doctest:"):]
    if "'" in body or '"' in body:
        return options
    for word in body.replace(",", " ").split():
        flag = OPTIONFLAGS_BY_NAME.get(word[1:]) if word[:1] in "+-" else None
        if flag is None:
            raise ValueError("line %r of the doctest for %s has an invalid option: %r" % (lineno + 1, name, word))
        options[flag] = word[0] == "+"
    return options


def parse_examples(text, name="<string>"):
    """The examples of a docstring, in order."""
    lines = text.expandtabs().split("\n")
    examples = []
    i = 0
    while i < len(lines):
        line = lines[i]
        indent = _leading_spaces(line)
        if not line[indent:].startswith(">>>"):
            i += 1
            continue
        if not _prompt_after(line, indent, ">>>"):
            raise ValueError("line %r of the docstring for %s lacks blank after >>>: %r" % (i + 1, name, line))
        start = i
        source = [line[indent + 4:]]
        i += 1
        while i < len(lines) and _prompt_after(lines[i], indent, "...") and _leading_spaces(lines[i]) == indent:
            source.append(lines[i][indent + 4:])
            i += 1
        want = []
        while i < len(lines) and lines[i].strip() and not lines[i][indent:].startswith(">>>"):
            if _leading_spaces(lines[i]) < indent:
                raise ValueError("line %r of the docstring for %s has inconsistent leading whitespace: %r" % (i + 1, name, lines[i]))
            want.append(lines[i][indent:])
            i += 1
        options = {}
        for k, src in enumerate(source):
            options.update(_directives(src, name, start + k))
        if options and all(not s.split("#")[0].strip() for s in source):
            raise ValueError("line %r of the doctest for %s has an option directive on a line with no example: %r" % (start + 1, name, line))
        want_text = "\n".join(want) + "\n" if want else ""
        examples.append(Example("\n".join(source), want_text, _expected_exception(want),
                                start, indent, options))
    return examples


def _expected_exception(want):
    """The exception lines want expects after a traceback header, or
    None when it expects none."""
    if not want or want[0].strip() not in _TRACEBACK_HEADS:
        return None
    k = 1
    while k < len(want) and (want[k][:1].isspace() or want[k].startswith("...")):
        k += 1
    return "\n".join(want[k:]) + "\n"


def _indent(text, by=4):
    return "".join(" " * by + line if line.strip("\n") else line
                   for line in text.splitlines(True))


def _ellipsis_match(want, got):
    pieces = want.split(ELLIPSIS_MARKER)
    if len(pieces) == 1:
        return want == got
    first, last = pieces[0], pieces[-1]
    if not got.startswith(first):
        return False
    start, end = len(first), len(got) - len(last)
    if end < start or not got.endswith(last):
        return False
    for piece in pieces[1:-1]:
        at = got.find(piece, start, end)
        if at < 0:
            return False
        start = at + len(piece)
    return True


def _blank_lines_as_markers(text):
    """text with each blank line but the empty end shown as <BLANKLINE>."""
    lines = text.split("\n")
    last = len(lines) - 1
    return "\n".join(BLANKLINE_MARKER if k < last and not line.strip(" \t") else line
                     for k, line in enumerate(lines))


def check_output(want, got, flags):
    """Whether got is what want asks for under the option flags."""
    if got == want:
        return True
    if not flags & DONT_ACCEPT_TRUE_FOR_1 and (got, want) in (("True\n", "1\n"), ("False\n", "0\n")):
        return True
    if not flags & DONT_ACCEPT_BLANKLINE:
        want = "\n".join("" if line.rstrip() == BLANKLINE_MARKER else line for line in want.split("\n"))
        got = "\n".join("" if not line.strip(" \t\r\f\v") else line for line in got.split("\n"))
        if got == want:
            return True
    if flags & NORMALIZE_WHITESPACE:
        got, want = " ".join(got.split()), " ".join(want.split())
        if got == want:
            return True
    if flags & ELLIPSIS and _ellipsis_match(want, got):
        return True
    return False


def _strip_detail(msg):
    """An exception line cut to its class name, without its module."""
    head = msg.split("\n", 1)[0].split(":", 1)[0]
    return head.rsplit(".", 1)[-1]


def _traceback_text(exc):
    lines = traceback.format_exception(type(exc), exc, exc.__traceback__)
    return "".join(lines)


class _Capture:
    """What the examples print, in place of sys.stdout."""

    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return len(s)

    def flush(self):
        pass

    def take(self):
        text = "".join(self.parts)
        self.parts = []
        if text and not text.endswith("\n"):
            text += "\n"
        return text


class DocTestRunner:
    """Runs DocTests, reports failures (and, verbose, every example) and
    keeps the counts per test name for summarize()."""

    def __init__(self, checker=None, verbose=None, optionflags=0):
        if verbose is None:
            verbose = "-v" in sys.argv
        self._verbose = verbose
        self.optionflags = optionflags
        self.original_optionflags = optionflags
        self.tries = 0
        self.failures = 0
        self._counts = {}

    def _header(self, test, example):
        if test.filename:
            line = "?" if test.lineno is None else test.lineno + example.lineno + 1
            where = 'File "%s", line %s, in %s' % (test.filename, line, test.name)
        else:
            where = "Line %s, in %s" % (example.lineno + 1, test.name)
        return "%s\n%s\nFailed example:\n%s" % (_RULE, where, _indent(example.source))

    def _difference(self, example, got, flags):
        want = example.want
        if not flags & DONT_ACCEPT_BLANKLINE:
            got = _blank_lines_as_markers(got)
        expected = "Expected:\n" + _indent(want) if want else "Expected nothing\n"
        seen = "Got:\n" + _indent(got) if got else "Got nothing\n"
        return expected + seen

    def run(self, test, compileflags=None, out=None, clear_globs=True):
        real_stdout = sys.stdout
        if out is None:
            out = real_stdout.write
        capture = _Capture()
        failures = tries = 0
        base = self.optionflags
        sys.stdout = capture
        try:
            for number, example in enumerate(test.examples):
                flags = base
                for flag, on in example.options.items():
                    flags = flags | flag if on else flags & ~flag
                if flags & SKIP:
                    continue
                quiet = flags & REPORT_ONLY_FIRST_FAILURE and failures > 0
                tries += 1
                if self._verbose and not quiet:
                    expecting = "Expecting:\n" + _indent(example.want) if example.want else "Expecting nothing\n"
                    out("Trying:\n" + _indent(example.source) + expecting)
                raised = None
                try:
                    code = compile(example.source, "<doctest %s[%d]>" % (test.name, number), "single")
                    exec(code, test.globs)
                except KeyboardInterrupt:
                    raise
                except BaseException as e:
                    raised = e
                got = capture.take()
                if raised is None:
                    passed = check_output(example.want, got, flags)
                    report = None if passed else self._difference(example, got, flags)
                else:
                    exc_line = "".join(traceback.format_exception_only(type(raised), raised))
                    if isinstance(raised, SyntaxError):
                        exc_line = exc_line[exc_line.find(type(raised).__name__ + ":"):]
                    if example.exc_msg is None:
                        passed = False
                        report = "Exception raised:\n" + _indent(_traceback_text(raised))
                    else:
                        passed = check_output(example.exc_msg, exc_line, flags) or (
                            flags & IGNORE_EXCEPTION_DETAIL and
                            _strip_detail(example.exc_msg) == _strip_detail(exc_line))
                        report = None if passed else self._difference(example, got + _traceback_text(raised), flags)
                if passed:
                    if self._verbose and not quiet:
                        out("ok\n")
                    continue
                failures += 1
                if not quiet:
                    out(self._header(test, example) + report)
                if flags & FAIL_FAST:
                    break
        finally:
            sys.stdout = real_stdout
            if clear_globs:
                test.globs.clear()
        f, t = self._counts.get(test.name, (0, 0))
        self._counts[test.name] = (f + failures, t + tries)
        self.failures += failures
        self.tries += tries
        return TestResults(failures, tries)

    def summarize(self, verbose=None):
        if verbose is None:
            verbose = self._verbose
        empty = sorted(name for name, (f, t) in self._counts.items() if t == 0)
        clean = sorted((name, t) for name, (f, t) in self._counts.items() if t and not f)
        failed = sorted((name, f, t) for name, (f, t) in self._counts.items() if f)
        tried = sum(t for f, t in self._counts.values())
        lost = sum(f for f, t in self._counts.values())
        if verbose:
            if empty:
                print(len(empty), "items had no tests:")
                for name in empty:
                    print("   ", name)
            if clean:
                print(len(clean), "items passed all tests:")
                for name, t in clean:
                    print(" %3d tests in %s" % (t, name))
        if failed:
            print(_RULE)
            print(len(failed), "items had failures:")
            for name, f, t in failed:
                print(" %3d of %3d in %s" % (f, t, name))
        if verbose:
            print(tried, "tests in", len(self._counts), "items.")
            print(tried - lost, "passed and", lost, "failed.")
        if lost:
            print("***Test Failed***", lost, "failures.")
        elif verbose:
            print("Test passed.")
        return TestResults(lost, tried)


class DocTestFinder:
    """Finds the docstrings of an object and of what it defines."""

    def __init__(self, verbose=False, parser=None, recurse=True, exclude_empty=True):
        self._verbose = verbose
        self._recurse = recurse
        self._exclude_empty = exclude_empty

    def find(self, obj, name=None, module=None, globs=None, extraglobs=None):
        if name is None:
            name = getattr(obj, "__name__", None)
            if name is None:
                raise ValueError("DocTestFinder.find: name must be given when obj.__name__ doesn't exist: %r" % (type(obj),))
        if self._verbose:
            print("Finding tests in %s" % name)
        if module is False:
            module = None
        elif module is None:
            module = sys.modules.get(getattr(obj, "__module__", None)) if not _is_module(obj) else obj
        if globs is None:
            globs = {} if module is None else module.__dict__
        globs = dict(globs)
        if extraglobs:
            globs.update(extraglobs)
        if "__name__" not in globs:
            globs["__name__"] = "__main__"
        filename = lines = None
        if module is not None:
            filename = getattr(module, "__file__", None) or module.__name__
            lines = _source_lines(getattr(module, "__file__", None))
        tests = []
        self._visit(obj, name, module, globs, filename, lines, tests, set())
        tests.sort()
        return tests

    def _visit(self, obj, name, module, globs, filename, lines, tests, seen):
        if id(obj) in seen:
            return
        seen.add(id(obj))
        doc = obj if isinstance(obj, str) else getattr(obj, "__doc__", None)
        if not isinstance(doc, str):
            doc = ""
        if doc or not self._exclude_empty:
            tests.append(DocTest(parse_examples(doc, name), globs, name, filename,
                                 _line_of(obj, lines), doc))
        if not self._recurse:
            return
        if _is_module(obj):
            for key, value in list(vars(obj).items()):
                value = _unwrap(value)
                if (callable(value) and hasattr(value, "__code__") or isinstance(value, type)) and _defined_in(module, value):
                    self._visit(value, "%s.%s" % (name, key), module, globs, filename, lines, tests, seen)
            for key, value in dict(getattr(obj, "__test__", {})).items():
                if not isinstance(key, str):
                    raise ValueError("DocTestFinder.find: __test__ keys must be strings: %r" % (type(key),))
                self._visit(value, "%s.__test__.%s" % (name, key), module, globs, filename, lines, tests, seen)
        elif isinstance(obj, type):
            for key, value in list(vars(obj).items()):
                if isinstance(value, (staticmethod, classmethod)):
                    value = value.__func__
                value = _unwrap(value)
                if (hasattr(value, "__code__") or isinstance(value, (type, property))) and _defined_in(module, value):
                    self._visit(value, "%s.%s" % (name, key), module, globs, filename, lines, tests, seen)


def _is_module(obj):
    return type(obj).__name__ == "module"


def _unwrap(f):
    while hasattr(f, "__wrapped__") and callable(f):
        f = f.__wrapped__
    return f


def _defined_in(module, obj):
    if module is None:
        return True
    if isinstance(obj, property):
        obj = obj.fget
        if obj is None:
            return True
    if hasattr(obj, "__globals__"):
        return obj.__globals__ is module.__dict__
    return getattr(obj, "__module__", None) == module.__name__


def _source_lines(filename):
    if not filename:
        return None
    try:
        with open(filename, encoding="utf-8") as f:
            return f.read().split("\n")
    except Exception:
        return None


# A docstring's first line: a quote after the start of the line or after
# a colon, past spaces and a string prefix.
_DOC_START = re.compile(r"(^|.*:)\s*\w*(\"|')")


def _line_of(obj, lines):
    """The 0-based line of the file where obj's docstring starts (None
    when obj has none, or it is not found)."""
    if not isinstance(getattr(obj, "__doc__", None), str):
        return None
    start = None
    if _is_module(obj):
        start = 0
    elif isinstance(obj, type):
        if lines is None:
            return None
        head = re.compile(r"^\s*class\s*%s\b" % re.escape(obj.__name__))
        start = next((k for k, line in enumerate(lines) if head.match(line)), None)
    elif hasattr(obj, "__code__"):
        start = obj.__code__.co_firstlineno - 1
    if start is None:
        return None
    if lines is None:
        return start + 1
    return next((k for k in range(start, len(lines)) if _DOC_START.match(lines[k])), None)


def testmod(m=None, name=None, globs=None, verbose=None, report=True,
            optionflags=0, extraglobs=None, raise_on_error=False,
            exclude_empty=False):
    """Test the examples in the docstrings of module m (__main__ by
    default) and of what it defines; return TestResults(failed,
    attempted)."""
    if m is None:
        m = sys.modules.get("__main__")
    if not _is_module(m):
        raise TypeError("testmod: module required; %r" % (m,))
    if name is None:
        name = m.__name__
    finder = DocTestFinder(exclude_empty=exclude_empty)
    runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    for test in finder.find(m, name, globs=globs, extraglobs=extraglobs):
        runner.run(test)
    if report:
        runner.summarize()
    return TestResults(runner.failures, runner.tries)


def run_docstring_examples(f, globs, verbose=False, name="NoName",
                           compileflags=None, optionflags=0):
    """Test the examples in f's docstring (not what f defines) in globs."""
    finder = DocTestFinder(verbose=verbose, recurse=False)
    runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    for test in finder.find(f, name, module=False, globs=globs):
        runner.run(test, compileflags=compileflags)
