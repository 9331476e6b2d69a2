"""Differences between sequences, as CPython's difflib computes them:
SequenceMatcher (Ratcliff and Obershelp's matching of longest common
blocks, with junk and the "popular element" heuristic for sequences of
200 items or more), get_close_matches, Differ and ndiff (with "?" lines
that point at the changed characters), unified_diff, context_diff,
restore, IS_LINE_JUNK and IS_CHARACTER_JUNK. HtmlDiff is not provided.

The results are CPython's to the character: the same blocks, opcodes,
ratios and diff lines."""

import heapq as _heapq
import re as _re
from collections import namedtuple as _namedtuple

__all__ = ["get_close_matches", "ndiff", "restore", "SequenceMatcher", "Differ",
           "IS_CHARACTER_JUNK", "IS_LINE_JUNK", "context_diff", "unified_diff",
           "diff_bytes", "Match"]

Match = _namedtuple("Match", "a b size")


def _ratio(matches, length):
    return 2.0 * matches / length if length else 1.0


class SequenceMatcher:
    def __init__(self, isjunk=None, a="", b="", autojunk=True):
        self.isjunk = isjunk
        self.autojunk = autojunk
        self.a = self.b = None
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        if a is self.a:
            return
        self.a = a
        self.matching_blocks = self.opcodes = None

    def set_seq2(self, b):
        if b is self.b:
            return
        self.b = b
        self.matching_blocks = self.opcodes = None
        self.fullbcount = None
        self._index_b()

    def _index_b(self):
        # where each element of b occurs, junk and popular elements left out
        where = {}
        for pos, elt in enumerate(self.b):
            where.setdefault(elt, []).append(pos)
        self.bjunk = set()
        if self.isjunk:
            self.bjunk = {elt for elt in where if self.isjunk(elt)}
            for elt in self.bjunk:
                del where[elt]
        self.bpopular = set()
        n = len(self.b)
        if self.autojunk and n >= 200:
            limit = n // 100 + 1
            self.bpopular = {elt for elt, places in where.items() if len(places) > limit}
            for elt in self.bpopular:
                del where[elt]
        self.b2j = where

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        a, b, where, junk = self.a, self.b, self.b2j, self.bjunk
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        best_i, best_j, best = alo, blo, 0
        # run[j]: length of the match of non-junk elements ending at
        # a[i-1] and b[j], for the previous i
        run = {}
        for i in range(alo, ahi):
            next_run = {}
            for j in where.get(a[i], ()):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = next_run[j] = run.get(j - 1, 0) + 1
                if k > best:
                    best_i, best_j, best = i - k + 1, j - k + 1, k
            run = next_run
        # grow the block over popular elements, then over junk, on both sides
        for want_junk in (False, True):
            while (best_i > alo and best_j > blo and (b[best_j - 1] in junk) == want_junk
                   and a[best_i - 1] == b[best_j - 1]):
                best_i, best_j, best = best_i - 1, best_j - 1, best + 1
            while (best_i + best < ahi and best_j + best < bhi
                   and (b[best_j + best] in junk) == want_junk
                   and a[best_i + best] == b[best_j + best]):
                best += 1
        return Match(best_i, best_j, best)

    def get_matching_blocks(self):
        if self.matching_blocks is not None:
            return self.matching_blocks
        la, lb = len(self.a), len(self.b)
        pending = [(0, la, 0, lb)]
        blocks = []
        while pending:
            alo, ahi, blo, bhi = pending.pop()
            i, j, k = m = self.find_longest_match(alo, ahi, blo, bhi)
            if k:
                blocks.append(m)
                if alo < i and blo < j:
                    pending.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    pending.append((i + k, ahi, j + k, bhi))
        blocks.sort()
        merged = []
        ci = cj = ck = 0
        for i, j, k in blocks:
            if ci + ck == i and cj + ck == j:
                ck += k
                continue
            if ck:
                merged.append(Match(ci, cj, ck))
            ci, cj, ck = i, j, k
        if ck:
            merged.append(Match(ci, cj, ck))
        merged.append(Match(la, lb, 0))
        self.matching_blocks = merged
        return merged

    def get_opcodes(self):
        if self.opcodes is not None:
            return self.opcodes
        i = j = 0
        codes = []
        for ai, bj, size in self.get_matching_blocks():
            if i < ai and j < bj:
                codes.append(("replace", i, ai, j, bj))
            elif i < ai:
                codes.append(("delete", i, ai, j, bj))
            elif j < bj:
                codes.append(("insert", i, ai, j, bj))
            i, j = ai + size, bj + size
            if size:
                codes.append(("equal", ai, i, bj, j))
        self.opcodes = codes
        return codes

    def get_grouped_opcodes(self, n=3):
        # the cached opcodes are trimmed in place, as CPython's are
        codes = self.get_opcodes() or [("equal", 0, 1, 0, 1)]
        if codes[0][0] == "equal":
            tag, i1, i2, j1, j2 = codes[0]
            codes[0] = tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2
        if codes[-1][0] == "equal":
            tag, i1, i2, j1, j2 = codes[-1]
            codes[-1] = tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)
        group = []
        for tag, i1, i2, j1, j2 in codes:
            if tag == "equal" and i2 - i1 > 2 * n:
                group.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
                yield group
                group = []
                i1, j1 = max(i1, i2 - n), max(j1, j2 - n)
            group.append((tag, i1, i2, j1, j2))
        if group and not (len(group) == 1 and group[0][0] == "equal"):
            yield group

    def ratio(self):
        matches = sum(m.size for m in self.get_matching_blocks())
        return _ratio(matches, len(self.a) + len(self.b))

    def quick_ratio(self):
        if self.fullbcount is None:
            counts = {}
            for elt in self.b:
                counts[elt] = counts.get(elt, 0) + 1
            self.fullbcount = counts
        left = {}
        matches = 0
        for elt in self.a:
            have = left[elt] if elt in left else self.fullbcount.get(elt, 0)
            left[elt] = have - 1
            if have > 0:
                matches += 1
        return _ratio(matches, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        la, lb = len(self.a), len(self.b)
        return _ratio(min(la, lb), la + lb)

    def __class_getitem__(cls, item):
        return cls


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    if not n > 0:
        raise ValueError("n must be > 0: %r" % (n,))
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError("cutoff must be in [0.0, 1.0]: %r" % (cutoff,))
    scored = []
    s = SequenceMatcher()
    s.set_seq2(word)
    for x in possibilities:
        s.set_seq1(x)
        if s.real_quick_ratio() >= cutoff and s.quick_ratio() >= cutoff and s.ratio() >= cutoff:
            scored.append((s.ratio(), x))
    return [x for score, x in _heapq.nlargest(n, scored)]


def IS_LINE_JUNK(line, pat=_re.compile(r"\s*(?:#\s*)?$").match):
    return pat(line) is not None


def IS_CHARACTER_JUNK(ch, ws=" \t"):
    return ch in ws


def _lines(tag, x, lo, hi):
    for i in range(lo, hi):
        yield "%s %s" % (tag, x[i])


def _keep_whitespace(line, marks):
    # a mark under a tab or space that did not change keeps that
    # character, so the "?" line lines up under the text
    return "".join(c if m == " " and c.isspace() else m for c, m in zip(line, marks))


class Differ:
    """Line-by-line differences of two sequences of lines: "  " lines
    in both, "- " only in the first, "+ " only in the second, and "? "
    lines marking the characters that differ between a pair of similar
    lines."""

    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        for tag, alo, ahi, blo, bhi in SequenceMatcher(self.linejunk, a, b).get_opcodes():
            if tag == "replace":
                yield from self._replace(a, alo, ahi, b, blo, bhi)
            elif tag == "delete":
                yield from _lines("-", a, alo, ahi)
            elif tag == "insert":
                yield from _lines("+", b, blo, bhi)
            else:
                yield from _lines(" ", a, alo, ahi)

    def _plain(self, a, alo, ahi, b, blo, bhi):
        # the shorter block first
        if bhi - blo < ahi - alo:
            yield from _lines("+", b, blo, bhi)
            yield from _lines("-", a, alo, ahi)
        else:
            yield from _lines("-", a, alo, ahi)
            yield from _lines("+", b, blo, bhi)

    def _replace(self, a, alo, ahi, b, blo, bhi):
        # the most similar pair of lines (ratio above 0.75) is shown as
        # a change with "?" marks; the blocks around it recursively
        best, cutoff = 0.74, 0.75
        cruncher = SequenceMatcher(self.charjunk)
        same_i = same_j = None
        best_i = best_j = None
        for j in range(blo, bhi):
            bj = b[j]
            cruncher.set_seq2(bj)
            for i in range(alo, ahi):
                ai = a[i]
                if ai == bj:
                    if same_i is None:
                        same_i, same_j = i, j
                    continue
                cruncher.set_seq1(ai)
                if (cruncher.real_quick_ratio() > best and cruncher.quick_ratio() > best
                        and cruncher.ratio() > best):
                    best, best_i, best_j = cruncher.ratio(), i, j
        identical = False
        if best < cutoff:
            if same_i is None:
                yield from self._plain(a, alo, ahi, b, blo, bhi)
                return
            best_i, best_j, identical = same_i, same_j, True
        yield from self._around(a, alo, best_i, b, blo, best_j)
        aelt, belt = a[best_i], b[best_j]
        if identical:
            yield "  " + aelt
        else:
            amarks, bmarks = [], []
            cruncher.set_seqs(aelt, belt)
            for tag, i1, i2, j1, j2 in cruncher.get_opcodes():
                la, lb = i2 - i1, j2 - j1
                if tag == "replace":
                    amarks.append("^" * la)
                    bmarks.append("^" * lb)
                elif tag == "delete":
                    amarks.append("-" * la)
                elif tag == "insert":
                    bmarks.append("+" * lb)
                else:
                    amarks.append(" " * la)
                    bmarks.append(" " * lb)
            amarks = _keep_whitespace(aelt, "".join(amarks)).rstrip()
            bmarks = _keep_whitespace(belt, "".join(bmarks)).rstrip()
            yield "- " + aelt
            if amarks:
                yield "? %s\n" % amarks
            yield "+ " + belt
            if bmarks:
                yield "? %s\n" % bmarks
        yield from self._around(a, best_i + 1, ahi, b, best_j + 1, bhi)

    def _around(self, a, alo, ahi, b, blo, bhi):
        if alo < ahi:
            if blo < bhi:
                yield from self._replace(a, alo, ahi, b, blo, bhi)
            else:
                yield from _lines("-", a, alo, ahi)
        elif blo < bhi:
            yield from _lines("+", b, blo, bhi)


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    try:
        tag = {1: "- ", 2: "+ "}[int(which)]
    except KeyError:
        raise ValueError("unknown delta choice (must be 1 or 2): %r" % which) from None
    for line in delta:
        if line[:2] in ("  ", tag):
            yield line[2:]


def _unified_range(start, stop):
    first, length = start + 1, stop - start
    if length == 1:
        return "%d" % first
    if not length:
        first -= 1
    return "%d,%d" % (first, length)


def _context_range(start, stop):
    first, length = start + 1, stop - start
    if not length:
        first -= 1
    if length <= 1:
        return "%d" % first
    return "%d,%d" % (first, first + length - 1)


def _check_types(a, b, *args):
    if a and not isinstance(a[0], str):
        raise TypeError("lines to compare must be str, not %s (%r)" % (type(a[0]).__name__, a[0]))
    if b and not isinstance(b[0], str):
        raise TypeError("lines to compare must be str, not %s (%r)" % (type(b[0]).__name__, b[0]))
    for arg in args:
        if not isinstance(arg, str):
            raise TypeError("all arguments must be str, not: %r" % (arg,))


def _dated(date):
    return "\t" + date if date else ""


def unified_diff(a, b, fromfile="", tofile="", fromfiledate="", tofiledate="", n=3, lineterm="\n"):
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield "--- %s%s%s" % (fromfile, _dated(fromfiledate), lineterm)
            yield "+++ %s%s%s" % (tofile, _dated(tofiledate), lineterm)
        first, last = group[0], group[-1]
        yield "@@ -%s +%s @@%s" % (_unified_range(first[1], last[2]), _unified_range(first[3], last[4]), lineterm)
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                for line in a[i1:i2]:
                    yield " " + line
                continue
            if tag in ("replace", "delete"):
                for line in a[i1:i2]:
                    yield "-" + line
            if tag in ("replace", "insert"):
                for line in b[j1:j2]:
                    yield "+" + line


_CONTEXT_PREFIX = {"insert": "+ ", "delete": "- ", "replace": "! ", "equal": "  "}


def context_diff(a, b, fromfile="", tofile="", fromfiledate="", tofiledate="", n=3, lineterm="\n"):
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield "*** %s%s%s" % (fromfile, _dated(fromfiledate), lineterm)
            yield "--- %s%s%s" % (tofile, _dated(tofiledate), lineterm)
        first, last = group[0], group[-1]
        yield "***************" + lineterm
        yield "*** %s ****%s" % (_context_range(first[1], last[2]), lineterm)
        if any(code[0] in ("replace", "delete") for code in group):
            for tag, i1, i2, _, _ in group:
                if tag != "insert":
                    for line in a[i1:i2]:
                        yield _CONTEXT_PREFIX[tag] + line
        yield "--- %s ----%s" % (_context_range(first[3], last[4]), lineterm)
        if any(code[0] in ("replace", "insert") for code in group):
            for tag, _, _, j1, j2 in group:
                if tag != "delete":
                    for line in b[j1:j2]:
                        yield _CONTEXT_PREFIX[tag] + line


def diff_bytes(dfunc, a, b, fromfile=b"", tofile=b"", fromfiledate=b"", tofiledate=b"", n=3, lineterm=b"\n"):
    def decode(s):
        try:
            return s.decode("ascii", "surrogateescape")
        except AttributeError as err:
            raise TypeError("all arguments must be bytes, not %s (%r)" % (type(s).__name__, s)) from err
    a = list(map(decode, a))
    b = list(map(decode, b))
    lines = dfunc(a, b, decode(fromfile), decode(tofile), decode(fromfiledate),
                  decode(tofiledate), n, decode(lineterm))
    for line in lines:
        yield line.encode("ascii", "surrogateescape")
