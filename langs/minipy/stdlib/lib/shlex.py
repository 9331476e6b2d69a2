"""Shell-like splitting and quoting: split, quote, join.

split follows the POSIX shell's rules (posix=True): white space separates
words, single quotes keep everything, double quotes keep everything but
backslash escapes of \\ and ", and a backslash outside quotes
escapes the next character; with comments=True a "#" starting a word
begins a comment to the end of the line. With posix=False quotes stay in
the words and a word ends after its closing quote. The shlex lexer class
itself is not provided."""

import re

__all__ = ["split", "quote", "join"]

_WS = " \t\r\n"


def split(s, comments=False, posix=True):
    if s is None:
        raise ValueError("s argument must not be None")
    return list(_words(s, "#" if comments else "", posix))


def _words(s, commenters, posix):
    i, n = 0, len(s)
    word, in_word, quoted = [], False, False
    while True:
        c = s[i] if i < n else ""
        i += 1
        if c == "" or c in _WS:
            if in_word and (word or quoted):
                yield "".join(word)
            if c == "":
                return
            word, in_word, quoted = [], False, False
        elif c in commenters:
            if in_word and (word or quoted):
                yield "".join(word)
            word, in_word, quoted = [], False, False
            nl = s.find("\n", i)
            i = n if nl < 0 else nl + 1
        elif c in "'\"":
            if not posix and in_word:
                word.append(c)
                continue
            if not posix:
                word.append(c)
            i = _quoted(s, i, c, word, posix)
            in_word, quoted = True, True
            if not posix:
                yield "".join(word)
                word, in_word, quoted = [], False, False
        elif c == "\\" and posix:
            if i >= n:
                raise ValueError("No escaped character")
            word.append(s[i])
            i += 1
            in_word = True
        else:
            word.append(c)
            in_word = True


def _quoted(s, i, q, word, posix):
    """Appends the quoted text starting at s[i] (after the quote q) to
    word and returns the index after the closing quote."""
    n = len(s)
    while True:
        if i >= n:
            raise ValueError("No closing quotation")
        c = s[i]
        i += 1
        if c == q:
            if not posix:
                word.append(c)
            return i
        if c == "\\" and posix and q == '"':
            if i >= n:
                raise ValueError("No closing quotation")
            nxt = s[i]
            if nxt not in '\\"':
                word.append(c)
            word.append(nxt)
            i += 1
        else:
            word.append(c)


_unsafe = re.compile(r"[^\w@%+=:,./-]", re.ASCII).search


def quote(s):
    if not s:
        return "''"
    if _unsafe(s) is None:
        return s
    return "'" + s.replace("'", "'\"'\"'") + "'"


def join(split_command):
    return " ".join(quote(arg) for arg in split_command)
