"""Regular expressions in Python's syntax: search, match and fullmatch
find a pattern in a string, findall, finditer, split, sub and subn work
through its matches, compile makes a Pattern that does all of these.
The engine is _re (in Go)."""

import enum
import _re

__all__ = [
    "match", "fullmatch", "search", "sub", "subn", "split",
    "findall", "finditer", "compile", "purge", "template", "escape",
    "error", "Pattern", "Match", "A", "I", "L", "M", "S", "X", "U",
    "ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE",
    "UNICODE", "NOFLAG", "RegexFlag",
]

__version__ = "2.2.1"


class error(Exception):
    """A pattern or a replacement that is not valid: msg says why, pos is
    where in pattern (with lineno and colno, from 1), when known."""

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        self.lineno = self.colno = None
        if pattern is not None and pos is not None:
            msg = "%s at position %d" % (msg, pos)
            newline = "\n" if isinstance(pattern, str) else b"\n"
            self.lineno = pattern.count(newline, 0, pos) + 1
            self.colno = pos - pattern.rfind(newline, 0, pos)
            if newline in pattern:
                msg = "%s (line %d, column %d)" % (msg, self.lineno, self.colno)
        super().__init__(msg)


error.__module__ = "re"


@enum.global_enum
class RegexFlag(enum.IntFlag, boundary=enum.KEEP):
    NOFLAG = 0
    ASCII = A = 256
    IGNORECASE = I = 2
    LOCALE = L = 4
    UNICODE = U = 32
    MULTILINE = M = 8
    DOTALL = S = 16
    VERBOSE = X = 64
    TEMPLATE = T = 1
    DEBUG = 128
    __str__ = object.__str__
    _numeric_repr_ = hex


Pattern = _re.Pattern
Match = _re.Match

# compiled patterns by (type, pattern, flags), the oldest dropped first
_compiled = {}
_COMPILED_KEPT = 512


def _compile(pattern, flags):
    if isinstance(flags, RegexFlag):
        flags = flags._value_
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    key = (type(pattern), pattern, flags)
    found = _compiled.get(key)
    if found is None:
        found = _re.compile(pattern, flags)
        if len(_compiled) >= _COMPILED_KEPT:
            del _compiled[next(iter(_compiled))]
        _compiled[key] = found
    return found


def match(pattern, string, flags=0):
    """The match of pattern at the start of string, or None."""
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    """The match of pattern with the whole string, or None."""
    return _compile(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    """The first match of pattern in string, or None."""
    return _compile(pattern, flags).search(string)


def sub(pattern, repl, string, count=0, flags=0):
    """string with its first count matches of pattern (all: 0) replaced
    by repl, a template (\\1, \\g<name>...) or a function of the match."""
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    """(sub's string, the number of replacements)."""
    return _compile(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    """string split at the matches of pattern, with the text of its
    groups between the pieces."""
    return _compile(pattern, flags).split(string, maxsplit)


def findall(pattern, string, flags=0):
    """The matches of pattern in string: their text, their group's text
    for a pattern with one group, the tuple of their groups' texts for
    a pattern with more."""
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    """An iterator over the Match objects of pattern in string."""
    return _compile(pattern, flags).finditer(string)


def compile(pattern, flags=0):
    """The Pattern of pattern."""
    return _compile(pattern, flags)


def purge():
    """Forgets the compiled patterns."""
    _compiled.clear()


def template(pattern, flags=0):
    return _compile(pattern, flags | TEMPLATE)


_ESCAPED = {c: "\\" + chr(c) for c in b"()[]{}?*+-|^$\\.&~# \t\n\r\v\f"}


def escape(pattern):
    """pattern with the characters that mean something in a pattern
    escaped."""
    if isinstance(pattern, str):
        return pattern.translate(_ESCAPED)
    pattern = str(pattern, "latin1")
    return pattern.translate(_ESCAPED).encode("latin1")


class Scanner:
    """A tokenizer: lexicon is a list of (pattern, action) pairs; scan
    returns the actions' results for the successive tokens and the text
    left unmatched."""

    def __init__(self, lexicon, flags=0):
        self.lexicon = lexicon
        parts = []
        for phrase, action in lexicon:
            parts.append("(" + phrase + ")")
        self._actions = [action for phrase, action in lexicon]
        self._group_of = []
        # each phrase's groups come after its own: find the phrase of a match
        count = 0
        for phrase, action in lexicon:
            self._group_of.append(count + 1)
            count += 1 + _compile(phrase, flags).groups
        self.scanner = _compile("|".join(parts), flags)

    def scan(self, string):
        result = []
        append = result.append
        match = self.scanner.match
        i = 0
        while True:
            m = match(string, i)
            if not m:
                break
            j = m.end()
            if i == j:
                break
            for k, g in enumerate(self._group_of):
                if m.start(g) != -1:
                    action = self._actions[k]
                    break
            if callable(action):
                self.match = m
                action = action(self, m.group())
            if action is not None:
                append(action)
            i = j
        return result, string[m.end() if m and False else i:]
