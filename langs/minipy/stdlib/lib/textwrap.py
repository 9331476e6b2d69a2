"""Text wrapping and filling: wrap, fill, shorten, dedent, indent."""

__all__ = ["TextWrapper", "wrap", "fill", "dedent", "indent", "shorten"]

_WHITESPACE = "\t\n\x0b\x0c\r "
_TO_SPACE = {ord(c): " " for c in _WHITESPACE}


def _is_word(c):
    return c.isalnum() or c == "_"


def _is_letter(c):
    return _is_word(c) and not c.isdigit()


def _is_wordpunct(c):
    return _is_word(c) or c in "!\"'&.,?"


def _sentence_end(chunk):
    # [a-z][.!?]["']?\Z
    if chunk[-1:] in ("\"", "'"):
        chunk = chunk[:-1]
    return len(chunk) >= 2 and chunk[-1] in ".!?" and "a" <= chunk[-2] <= "z"


def _em_dash_end(text, i):
    # the end of a run of two or more hyphens at i between word characters
    if not (text.startswith("--", i) and i > 0 and _is_wordpunct(text[i - 1])):
        return 0
    j = i
    while j < len(text) and text[j] == "-":
        j += 1
    return j if j < len(text) and _is_word(text[j]) else 0


def _word_end(text, i):
    # the end of the word at i: white space, after a hyphen between
    # letters, or before an em-dash
    e = i + 1
    while e < len(text) and text[e] not in _WHITESPACE:
        if text[e] == "-" and _hyphen_break(text, e + 1):
            return e + 1
        if _is_wordpunct(text[e - 1]) and _em_dash_end(text, e):
            return e
        e += 1
    return e


def _hyphen_break(text, end):
    # (?<=lt{2}-)|(?<=lt-lt-), then (?=lt-?lt), at end
    before = text[max(0, end - 4):end]
    ok = (len(before) >= 3 and _is_letter(before[-3]) and _is_letter(before[-2])) or \
         (len(before) == 4 and _is_letter(before[0]) and before[1] == "-" and _is_letter(before[2]))
    if not ok:
        return False
    rest = text[end:end + 3]
    if not rest or not _is_letter(rest[0]):
        return False
    if len(rest) >= 2 and _is_letter(rest[1]):
        return True
    return len(rest) == 3 and rest[1] == "-" and _is_letter(rest[2])


class TextWrapper:
    """Wraps text to lines of at most width characters, breaking at white
    space and after hyphens, as CPython's textwrap does."""

    def __init__(self, width=70, initial_indent="", subsequent_indent="", expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=" [...]"):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _normalized(self, text):
        # tabs expanded and each white space character made a space, as asked
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate(_TO_SPACE)
        return text

    def _chunks(self, text):
        """The chunks of text, as CPython's wordsep_re splits it: runs of
        white space, em-dashes between words, and words, a word split
        after a hyphen between letters (when break_on_hyphens)."""
        chunks = []
        i, n = 0, len(text)
        while i < n:
            if text[i] in _WHITESPACE:
                j = i
                while j < n and text[j] in _WHITESPACE:
                    j += 1
            elif not self.break_on_hyphens:
                j = i
                while j < n and text[j] not in _WHITESPACE:
                    j += 1
            else:
                j = _em_dash_end(text, i) or _word_end(text, i)
            chunks.append(text[i:j])
            i = j
        return chunks

    @staticmethod
    def _double_sentence_spaces(chunks):
        for i in range(len(chunks) - 1):
            if chunks[i + 1] == " " and _sentence_end(chunks[i]):
                chunks[i + 1] = "  "

    def _split_long(self, pending, line, used, room):
        """Put as much of the too-long next chunk on line as fits (up to
        a hyphen when one is early enough), or all of it on an empty line
        when long words may not be broken."""
        if not self.break_long_words:
            if not line:
                line.append(pending.pop())
            return
        fits = room - used if room >= 1 else 1
        chunk = pending[-1]
        cut = fits
        if self.break_on_hyphens and len(chunk) > fits:
            hyphen = chunk.rfind("-", 0, fits)
            if hyphen > 0 and chunk[:hyphen].strip("-"):
                cut = hyphen + 1
        line.append(chunk[:cut])
        pending[-1] = chunk[cut:]

    def _check_width(self):
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            indent = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")

    def _is_blank(self, chunk):
        return self.drop_whitespace and not chunk.strip()

    def _lines(self, chunks):
        """Greedy wrapping of chunks into lines; with max_lines, the last
        line allowed ends in the placeholder when text is left over."""
        self._check_width()
        pending = chunks[::-1]  # the next chunk is last
        lines = []
        while pending:
            indent = self.subsequent_indent if lines else self.initial_indent
            room = self.width - len(indent)
            if lines and self._is_blank(pending[-1]):
                pending.pop()
            line, used = [], 0
            while pending and used + len(pending[-1]) <= room:
                used += len(pending[-1])
                line.append(pending.pop())
            if pending and len(pending[-1]) > room:
                self._split_long(pending, line, used, room)
                used = sum(map(len, line))
            if line and self._is_blank(line[-1]):
                used -= len(line.pop())
            if not line:
                continue
            if self._may_end_here(lines, pending, used, room):
                lines.append(indent + "".join(line))
                continue
            self._end_with_placeholder(lines, line, used, room, indent)
            break
        return lines

    def _may_end_here(self, lines, pending, used, room):
        # a line may be added as it is unless max_lines stops the text first
        if self.max_lines is None or len(lines) + 1 < self.max_lines:
            return True
        nothing_left = not pending or len(pending) == 1 and self._is_blank(pending[0])
        return nothing_left and used <= room

    def _end_with_placeholder(self, lines, line, used, room, indent):
        while line:
            if line[-1].strip() and used + len(self.placeholder) <= room:
                lines.append(indent + "".join(line) + self.placeholder)
                return
            used -= len(line.pop())
        if lines:
            last = lines[-1].rstrip()
            if len(last) + len(self.placeholder) <= self.width:
                lines[-1] = last + self.placeholder
                return
        lines.append(indent + self.placeholder.lstrip())

    def wrap(self, text):
        """The lines of text wrapped to width, without final newlines."""
        chunks = self._chunks(self._normalized(text))
        if self.fix_sentence_endings:
            self._double_sentence_spaces(chunks)
        return self._lines(chunks)

    def fill(self, text):
        """text wrapped into one string of lines."""
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    """Wrap a paragraph into a list of lines of at most width characters."""
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    """Fill a paragraph into one string of lines of at most width characters."""
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    """Collapse white space and truncate text to fit in width."""
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(" ".join(text.strip().split()))


def dedent(text):
    """Remove any common leading white space from every line of text
    (lines of only spaces and tabs become empty)."""
    lines = text.split("\n")
    lines = ["" if line and not line.strip(" \t") else line for line in lines]
    margin = None
    for line in lines:
        if not line:
            continue
        ws = line[:len(line) - len(line.lstrip(" \t"))]
        if margin is None:
            margin = ws
        elif ws.startswith(margin):
            pass
        elif margin.startswith(ws):
            margin = ws
        else:
            k = 0
            while k < len(margin) and k < len(ws) and margin[k] == ws[k]:
                k += 1
            margin = margin[:k]
    if margin:
        lines = [line[len(margin):] if line.startswith(margin) else line for line in lines]
    return "\n".join(lines)


def indent(text, prefix, predicate=None):
    """Add prefix to the beginning of the selected lines of text (the
    lines that are not blank, by default)."""
    if predicate is None:
        def predicate(line):
            return line.strip()
    return "".join(prefix + line if predicate(line) else line for line in text.splitlines(True))
