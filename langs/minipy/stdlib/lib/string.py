"""Common string constants, capwords, Template and Formatter."""

__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords",
           "digits", "hexdigits", "octdigits", "printable", "punctuation",
           "whitespace", "Formatter", "Template"]

whitespace = " \t\n\r\v\f"
ascii_lowercase = "abcdefghijklmnopqrstuvwxyz"
ascii_uppercase = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ascii_letters = ascii_lowercase + ascii_uppercase
digits = "0123456789"
hexdigits = digits + "abcdef" + "ABCDEF"
octdigits = "01234567"
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """Split s into words (by sep), capitalize each and join them."""
    return (sep or " ").join(word.capitalize() for word in s.split(sep))


def _is_ident_start(c):
    return c == "_" or ("a" <= c <= "z") or ("A" <= c <= "Z")


def _is_ident_char(c):
    return _is_ident_start(c) or ("0" <= c <= "9")


class Template:
    """A string with $-substitutions: $name, ${name} and $$ for a dollar."""

    delimiter = "$"
    idpattern = r"(?a:[_a-z][_a-z0-9]*)"
    braceidpattern = None
    flags = None

    def __init_subclass__(cls):
        super().__init_subclass__()

    def __init__(self, template):
        self.template = template

    def _invalid(self, i):
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno, lineno = 1, 1
        else:
            colno = i - len("".join(lines[:-1]))
            lineno = len(lines)
        raise ValueError("Invalid placeholder in string: line %d, col %d" % (lineno, colno))

    def _scan(self, convert, safe):
        # convert(name) gives the text for a placeholder; safe keeps the
        # ones it cannot convert (None) and invalid ones as they are.
        s = self.template
        d = self.delimiter
        out = []
        i = 0
        n = len(s)
        while i < n:
            j = s.find(d, i)
            if j < 0:
                out.append(s[i:])
                break
            out.append(s[i:j])
            k = j + len(d)
            if s.startswith(d, k):
                out.append(d)
                i = k + len(d)
                continue
            if k < n and s[k] == "{":
                end = k + 1
                while end < n and _is_ident_char(s[end]):
                    end += 1
                name = s[k + 1:end]
                if name and _is_ident_start(name[0]) and end < n and s[end] == "}":
                    text = convert(name)
                    out.append(s[j:end + 1] if text is None else text)
                    i = end + 1
                    continue
            elif k < n and _is_ident_start(s[k]) and s[k].isascii():
                end = k + 1
                while end < n and _is_ident_char(s[end]) and s[end].isascii():
                    end += 1
                name = s[k:end]
                text = convert(name)
                out.append(s[j:end] if text is None else text)
                i = end
                continue
            if not safe:
                self._invalid(k)
            out.append(d)
            i = k
        return "".join(out)

    def substitute(self, mapping=None, /, **kws):
        if mapping is None:
            mapping = kws
        elif kws:
            mapping = _ChainLookup(kws, mapping)
        return self._scan(lambda name: str(mapping[name]), False)

    def safe_substitute(self, mapping=None, /, **kws):
        if mapping is None:
            mapping = kws
        elif kws:
            mapping = _ChainLookup(kws, mapping)

        def convert(name):
            try:
                return str(mapping[name])
            except KeyError:
                return None
        return self._scan(convert, True)

    def is_valid(self):
        try:
            self._scan(lambda name: "", False)
        except ValueError:
            return False
        return True

    def get_identifiers(self):
        ids = []

        def note(name):
            if name not in ids:
                ids.append(name)
            return ""
        self._scan(note, True)
        return ids


class _ChainLookup:
    def __init__(self, first, second):
        self.first, self.second = first, second

    def __getitem__(self, key):
        if key in self.first:
            return self.first[key]
        return self.second[key]


_NESTING = 2  # a spec may hold fields, whose specs may not


class _Numbering:
    """The field numbers of one format string: "{}" takes the next, and
    the automatic and manual styles may not be mixed."""

    def __init__(self):
        self.next = 0
        self.style = None

    def name(self, field_name):
        style = "auto" if field_name == "" else "manual" if field_name.isdigit() else None
        if style is not None:
            if self.style not in (None, style):
                raise ValueError("cannot switch from manual field specification to automatic field numbering")
            self.style = style
        if style == "auto":
            self.next += 1
            return str(self.next - 1)
        return field_name


class Formatter:
    """str.format's engine, with hooks a subclass may override."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used = set()
        result = self._expand(format_string, args, kwargs, used, _NESTING, _Numbering())
        self.check_unused_args(used, args, kwargs)
        return result

    def _expand(self, format_string, args, kwargs, used, levels, numbering):
        """format_string with its fields replaced; a field's spec is
        expanded first (levels deep at most, as str.format allows)."""
        if levels < 0:
            raise ValueError("Max string recursion exceeded")
        pieces = []
        for literal, field_name, spec, conversion in self.parse(format_string):
            pieces.append(literal)
            if field_name is None:
                continue
            obj, key = self.get_field(numbering.name(field_name), args, kwargs)
            used.add(key)
            obj = self.convert_field(obj, conversion)
            spec = self._expand(spec, args, kwargs, used, levels - 1, numbering)
            pieces.append(self.format_field(obj, spec))
        return "".join(pieces)

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == "s":
            return str(value)
        if conversion == "r":
            return repr(value)
        if conversion == "a":
            return ascii(value)
        raise ValueError("Unknown conversion specifier %s" % conversion)

    def parse(self, format_string):
        out = []
        literal = []
        i, n = 0, len(format_string)
        while i < n:
            c = format_string[i]
            if c == "{":
                if i + 1 < n and format_string[i + 1] == "{":
                    literal.append("{")
                    i += 2
                    continue
                depth, j = 1, i + 1
                while j < n and depth:
                    if format_string[j] == "{":
                        depth += 1
                    elif format_string[j] == "}":
                        depth -= 1
                    j += 1
                if depth:
                    raise ValueError("expected '}' before end of string")
                field = format_string[i + 1:j - 1]
                conversion = None
                spec = ""
                name = field
                k = 0
                while k < len(field) and field[k] not in "!:":
                    if field[k] == "[":
                        k = field.find("]", k)
                        if k < 0:
                            raise ValueError("Missing ']' in format string")
                    k += 1
                name = field[:k]
                rest = field[k:]
                if rest.startswith("!"):
                    if len(rest) < 2:
                        raise ValueError("end of string while looking for conversion specifier")
                    conversion = rest[1]
                    rest = rest[2:]
                    if rest and not rest.startswith(":"):
                        raise ValueError("expected ':' after conversion specifier")
                if rest.startswith(":"):
                    spec = rest[1:]
                out.append(("".join(literal), name, spec, conversion))
                literal = []
                i = j
                continue
            if c == "}":
                if i + 1 < n and format_string[i + 1] == "}":
                    literal.append("}")
                    i += 2
                    continue
                raise ValueError("Single '}' encountered in format string")
            literal.append(c)
            i += 1
        if literal:
            out.append(("".join(literal), None, None, None))
        return out

    def get_field(self, field_name, args, kwargs):
        first, rest = _split_field(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, key in rest:
            if is_attr:
                obj = getattr(obj, key)
            else:
                obj = obj[key]
        return obj, first


def _split_field(name):
    i = 0
    while i < len(name) and name[i] not in ".[":
        i += 1
    first = name[:i]
    if first.isdigit():
        first = int(first)
    rest = []
    while i < len(name):
        if name[i] == ".":
            j = i + 1
            while j < len(name) and name[j] not in ".[":
                j += 1
            rest.append((True, name[i + 1:j]))
            i = j
        else:
            j = name.find("]", i)
            key = name[i + 1:j]
            rest.append((False, int(key) if key.isdigit() else key))
            i = j + 1
    return first, rest
