"""Shell-style wildcards: fnmatch, fnmatchcase, filter, translate.

`*` matches anything, `?` one character, `[seq]` one character of seq and
`[!seq]` one not in it. translate gives a regular expression with the
same meaning as CPython's (its text may differ for patterns with several
stars)."""

import functools
import os
import posixpath
import re

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]


def fnmatch(name, pat):
    name = os.path.normcase(name)
    pat = os.path.normcase(pat)
    return fnmatchcase(name, pat)


@functools.lru_cache(maxsize=32768)
def _compile(pat):
    if isinstance(pat, bytes):
        return re.compile(translate(str(pat, "ISO-8859-1")).encode("ISO-8859-1")).match
    return re.compile(translate(pat)).match


def filter(names, pat):
    pat = os.path.normcase(pat)
    match = _compile(pat)
    if os.path is posixpath:
        return [n for n in names if match(n)]
    return [n for n in names if match(os.path.normcase(n))]


def fnmatchcase(name, pat):
    return _compile(pat)(name) is not None


def translate(pat):
    out = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == "*":
            if not out or out[-1] != ".*":
                out.append(".*")
        elif c == "?":
            out.append(".")
        elif c == "[":
            j = i
            if j < n and pat[j] == "!":
                j += 1
            if j < n and pat[j] == "]":
                j += 1
            while j < n and pat[j] != "]":
                j += 1
            if j >= n:
                out.append("\\[")
                continue
            body = pat[i:j]
            i = j + 1
            negate = body.startswith("!")
            if negate:
                body = body[1:]
            if not body:
                # "[!]" matches any character; "[]" cannot occur here
                out.append("." if negate else "(?!)")
                continue
            body = body.replace("\\", "\\\\")
            # a range written backwards (z-a) matches nothing, as in CPython
            parts = []
            k = 0
            ok = True
            while k < len(body):
                if k + 2 < len(body) and body[k + 1] == "-":
                    if body[k] > body[k + 2]:
                        k += 3
                        continue
                    parts.append(body[k:k + 3])
                    k += 3
                else:
                    parts.append(body[k])
                    k += 1
            body = "".join(p if len(p) == 3 else re.sub(r"([&~|\[\]^])", r"\\\1", p) for p in parts)
            if not body:
                out.append("." if negate else "(?!)")
                continue
            out.append("[" + ("^" if negate else "") + body + "]")
        else:
            out.append(re.escape(c))
    return "(?s:" + "".join(out) + r")\Z"
