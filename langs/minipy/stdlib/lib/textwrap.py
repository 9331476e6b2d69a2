"""Text wrapping and filling: wrap, fill, shorten, dedent, indent."""

__all__ = ["TextWrapper", "wrap", "fill", "dedent", "indent", "shorten"]

_whitespace = "\t\n\x0b\x0c\r "


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

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate({ord(c): " " for c in _whitespace})
        return text

    def _split(self, text):
        """The chunks of text, as CPython's wordsep_re splits it: runs of
        white space, em-dashes between words, and words, a word split
        after a hyphen between letters (when break_on_hyphens)."""
        chunks = []
        i, n = 0, len(text)
        while i < n:
            if text[i] in _whitespace:
                j = i
                while j < n and text[j] in _whitespace:
                    j += 1
                chunks.append(text[i:j])
                i = j
                continue
            if not self.break_on_hyphens:
                j = i
                while j < n and text[j] not in _whitespace:
                    j += 1
                chunks.append(text[i:j])
                i = j
                continue
            if text.startswith("--", i) and i > 0 and _is_wordpunct(text[i - 1]):
                j = i
                while j < n and text[j] == "-":
                    j += 1
                if j < n and _is_word(text[j]):
                    chunks.append(text[i:j])
                    i = j
                    continue
            e = i + 1
            while True:
                if e >= n or text[e] in _whitespace:
                    break
                if text[e] == "-" and self._hyphen_break(text, e + 1):
                    e += 1
                    break
                if _is_wordpunct(text[e - 1]) and text.startswith("--", e):
                    k = e
                    while k < n and text[k] == "-":
                        k += 1
                    if k < n and _is_word(text[k]):
                        break
                e += 1
            chunks.append(text[i:e])
            i = e
        return chunks

    @staticmethod
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

    def _fix_sentence_endings(self, chunks):
        i = 0
        while i < len(chunks) - 1:
            if chunks[i + 1] == " " and _sentence_end(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        space_left = 1 if width < 1 else width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind("-", 0, space_left)
                if hyphen > 0 and any(c != "-" for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            if self.max_lines > 1:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        chunks.reverse()
        while chunks:
            cur_line = []
            cur_len = 0
            indent = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(indent)
            if self.drop_whitespace and chunks[-1].strip() == "" and lines:
                del chunks[-1]
            while chunks:
                l = len(chunks[-1])
                if cur_len + l <= width:
                    cur_line.append(chunks.pop())
                    cur_len += l
                else:
                    break
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(map(len, cur_line))
            if self.drop_whitespace and cur_line and cur_line[-1].strip() == "":
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            if cur_line:
                if (self.max_lines is None or len(lines) + 1 < self.max_lines or
                        (not chunks or self.drop_whitespace and len(chunks) == 1 and not chunks[0].strip())
                        and cur_len <= width):
                    lines.append(indent + "".join(cur_line))
                else:
                    while cur_line:
                        if cur_line[-1].strip() and cur_len + len(self.placeholder) <= width:
                            cur_line.append(self.placeholder)
                            lines.append(indent + "".join(cur_line))
                            break
                        cur_len -= len(cur_line[-1])
                        del cur_line[-1]
                    else:
                        if lines:
                            prev_line = lines[-1].rstrip()
                            if len(prev_line) + len(self.placeholder) <= self.width:
                                lines[-1] = prev_line + self.placeholder
                                break
                        lines.append(indent + self.placeholder.lstrip())
                    break
        return lines

    def _split_chunks(self, text):
        text = self._munge_whitespace(text)
        return self._split(text)

    def wrap(self, text):
        """The lines of text wrapped to width, without final newlines."""
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

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
