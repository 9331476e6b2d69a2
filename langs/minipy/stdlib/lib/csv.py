"""CSV files as CPython's csv module reads and writes them: reader and
writer with dialects (excel, excel-tab, unix) and format parameters,
the four quoting modes, DictReader and DictWriter, the dialect registry
and field_size_limit. The reader is CPython's state machine: quoted
fields may hold delimiters, doubled quotes and newlines, and a record
may span lines. Sniffer is not provided."""

import re as _re

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE", "Error",
           "Dialect", "excel", "excel_tab", "unix_dialect", "field_size_limit",
           "reader", "writer", "register_dialect", "get_dialect", "list_dialects",
           "unregister_dialect", "DictReader", "DictWriter", "__version__"]

__version__ = "1.0"

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)


class Error(Exception):
    pass


_field_limit = 128 * 1024


def field_size_limit(*args):
    global _field_limit
    if len(args) > 1:
        raise TypeError("field_size_limit expected at most 1 argument, got %d" % len(args))
    old = _field_limit
    if args:
        if not isinstance(args[0], int):
            raise TypeError("limit must be an integer")
        _field_limit = args[0]
    return old


class Dialect:
    """The format of a CSV file: a subclass sets the attributes."""

    _name = ""
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None
    strict = None

    def __init__(self):
        if self.__class__ != Dialect:
            self._valid = True
        _Format(self)


class excel(Dialect):
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\r\n"
    quoting = QUOTE_MINIMAL


class excel_tab(excel):
    delimiter = "\t"


class unix_dialect(Dialect):
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\n"
    quoting = QUOTE_ALL


_dialects = {"excel": excel, "excel-tab": excel_tab, "unix": unix_dialect}


def _char(name, value, allow_none):
    if value is None and allow_none:
        return None
    if not isinstance(value, str):
        if allow_none:
            raise TypeError('"%s" must be string or None, not %s' % (name, type(value).__name__))
        raise TypeError('"%s" must be string, not %s' % (name, type(value).__name__))
    if len(value) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return value


class _Format:
    """A dialect's settings, checked and completed with the defaults, as
    reader.dialect and writer.dialect show them."""

    def __init__(self, dialect=None, **params):
        if isinstance(dialect, str):
            dialect = get_dialect(dialect)
        def pick(name, default):
            if name in params:
                return params[name]
            if dialect is not None and getattr(dialect, name, None) is not None:
                return getattr(dialect, name)
            return default
        unknown = set(params) - {"delimiter", "quotechar", "escapechar", "doublequote",
                                 "skipinitialspace", "lineterminator", "quoting", "strict"}
        if unknown:
            raise TypeError("'%s' is an invalid keyword argument for this function" % sorted(unknown)[0])
        self.delimiter = _char("delimiter", pick("delimiter", ","), False)
        self.doublequote = bool(pick("doublequote", True))
        self.escapechar = _char("escapechar", pick("escapechar", None), True)
        self.lineterminator = pick("lineterminator", "\r\n")
        if not isinstance(self.lineterminator, str):
            raise TypeError('"lineterminator" must be a string')
        self.quoting = pick("quoting", QUOTE_MINIMAL)
        if self.quoting not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE):
            raise TypeError("bad \"quoting\" value")
        quotechar = pick("quotechar", '"')
        if quotechar is None and "quotechar" in params and self.quoting != QUOTE_NONE:
            raise TypeError("quotechar must be set if quoting enabled")
        self.quotechar = _char("quotechar", quotechar, True)
        if self.quotechar is None and self.quoting != QUOTE_NONE:
            raise TypeError("quotechar must be set if quoting enabled")
        self.skipinitialspace = bool(pick("skipinitialspace", False))
        self.strict = bool(pick("strict", False))


def register_dialect(name, dialect=None, **fmtparams):
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    _Format(dialect, **fmtparams)
    if fmtparams or dialect is None or isinstance(dialect, str):
        base = dialect
        values = {k: getattr(_Format(base, **fmtparams), k) for k in
                  ("delimiter", "quotechar", "escapechar", "doublequote",
                   "skipinitialspace", "lineterminator", "quoting", "strict")}
        dialect = type(name, (Dialect,), values)
    _dialects[name] = dialect


def unregister_dialect(name):
    if name not in _dialects:
        raise Error("unknown dialect")
    del _dialects[name]


def get_dialect(name):
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error("unknown dialect")


def list_dialects():
    return list(_dialects)


# reader states
_START_RECORD, _START_FIELD, _ESCAPED_CHAR, _IN_FIELD, _IN_QUOTED_FIELD, \
    _ESCAPE_IN_QUOTED_FIELD, _QUOTE_IN_QUOTED_FIELD, _EAT_CRNL = range(8)
_EOL = None  # the end of an input line


class _Reader:
    def __init__(self, lines, dialect, params):
        self._lines = iter(lines)
        self.dialect = _Format(dialect, **params)
        self.line_num = 0

    def __iter__(self):
        return self

    def __next__(self):
        d = self.dialect
        fields = []
        field = []
        state = _START_RECORD
        numeric = False

        def save():
            nonlocal numeric
            text = "".join(field)
            field.clear()
            if numeric:
                numeric = False
                fields.append(float(text))
            else:
                fields.append(text)

        def add(c):
            if len(field) >= _field_limit:
                raise Error("field larger than field limit (%d)" % _field_limit)
            field.append(c)

        while True:
            try:
                line = next(self._lines)
            except StopIteration:
                if field or state == _IN_QUOTED_FIELD:
                    if d.strict:
                        raise Error("unexpected end of data")
                    save()
                    return fields
                raise
            self.line_num += 1
            if not isinstance(line, str):
                raise Error("iterator should return strings, not %.200s "
                            "(the file should be opened in text mode)" % type(line).__name__)
            if state == _START_RECORD:
                simple = self._simple(line)
                if simple is not None:
                    return simple
            for c in list(line) + [_EOL]:
                if state == _START_RECORD:
                    if c is _EOL:
                        continue
                    if c == "\n" or c == "\r":
                        state = _EAT_CRNL
                        continue
                    state = _START_FIELD
                if state == _START_FIELD:
                    if c is _EOL or c == "\n" or c == "\r":
                        save()
                        state = _START_RECORD if c is _EOL else _EAT_CRNL
                    elif c == d.quotechar and d.quoting != QUOTE_NONE:
                        state = _IN_QUOTED_FIELD
                    elif c == d.escapechar:
                        state = _ESCAPED_CHAR
                    elif c == " " and d.skipinitialspace:
                        pass
                    elif c == d.delimiter:
                        save()
                    else:
                        if d.quoting == QUOTE_NONNUMERIC:
                            numeric = True
                        add(c)
                        state = _IN_FIELD
                elif state == _ESCAPED_CHAR:
                    add("\n" if c is _EOL else c)
                    state = _IN_FIELD
                elif state == _IN_FIELD:
                    if c is _EOL or c == "\n" or c == "\r":
                        save()
                        state = _START_RECORD if c is _EOL else _EAT_CRNL
                    elif c == d.escapechar:
                        state = _ESCAPED_CHAR
                    elif c == d.delimiter:
                        save()
                        state = _START_FIELD
                    else:
                        add(c)
                elif state == _IN_QUOTED_FIELD:
                    if c is _EOL:
                        pass
                    elif c == d.escapechar:
                        state = _ESCAPE_IN_QUOTED_FIELD
                    elif c == d.quotechar and d.quoting != QUOTE_NONE:
                        state = _QUOTE_IN_QUOTED_FIELD if d.doublequote else _IN_FIELD
                    else:
                        add(c)
                elif state == _ESCAPE_IN_QUOTED_FIELD:
                    add("\n" if c is _EOL else c)
                    state = _IN_QUOTED_FIELD
                elif state == _QUOTE_IN_QUOTED_FIELD:
                    if d.quoting != QUOTE_NONE and c == d.quotechar:
                        add(c)
                        state = _IN_QUOTED_FIELD
                    elif c == d.delimiter:
                        save()
                        state = _START_FIELD
                    elif c is _EOL or c == "\n" or c == "\r":
                        save()
                        state = _START_RECORD if c is _EOL else _EAT_CRNL
                    elif not d.strict:
                        add(c)
                        state = _IN_FIELD
                    else:
                        raise Error("'%c' expected after '%c'" % (d.delimiter, d.quotechar))
                elif state == _EAT_CRNL:
                    if c == "\n" or c == "\r":
                        pass
                    elif c is _EOL:
                        state = _START_RECORD
                    else:
                        raise Error("new-line character seen in unquoted field - "
                                    "do you need to open the file in universal-newline mode?")
            if state == _START_RECORD:
                return fields


    def _simple(self, line):
        """The record of a line that holds no quote or escape character
        and no line break before its end, split at once (what the state
        machine would give), or None for any other line."""
        d = self.dialect
        body = line
        if body.endswith("\r\n"):
            body = body[:-2]
        elif body.endswith("\n") or body.endswith("\r"):
            body = body[:-1]
        if ("\r" in body or "\n" in body or (d.quotechar is not None and d.quotechar in body)
                or (d.escapechar is not None and d.escapechar in body)):
            return None
        if not body:
            return []
        fields = body.split(d.delimiter)
        if d.skipinitialspace:
            fields = [f.lstrip(" ") for f in fields]
        for f in fields:
            if len(f) > _field_limit:
                raise Error("field larger than field limit (%d)" % _field_limit)
        if d.quoting == QUOTE_NONNUMERIC:
            fields = [float(f) if f else f for f in fields]
        return fields


def reader(csvfile, dialect="excel", **fmtparams):
    return _Reader(csvfile, dialect, fmtparams)


def _is_number(x):
    return isinstance(x, (int, float, complex)) or hasattr(type(x), "__float__") and not isinstance(x, str)


class _Writer:
    def __init__(self, f, dialect, params):
        self._write = getattr(f, "write", None)
        if self._write is None:
            raise TypeError('argument 1 must have a "write" method')
        self.dialect = _Format(dialect, **params)

    def _field(self, value, quoted):
        d = self.dialect
        special = {d.delimiter, d.quotechar, d.escapechar} | set(d.lineterminator)
        special.discard(None)
        out = []
        for c in value:
            if c in special:
                escape = False
                if d.quoting == QUOTE_NONE:
                    escape = True
                elif c == d.quotechar:
                    if d.doublequote:
                        out.append(d.quotechar)
                    else:
                        escape = True
                elif c == d.escapechar:
                    escape = True
                if not escape:
                    quoted = True
                if escape:
                    if d.escapechar is None:
                        raise Error("need to escape, but no escapechar set")
                    out.append(d.escapechar)
            out.append(c)
        text = "".join(out)
        if quoted:
            text = d.quotechar + text + d.quotechar
        return text

    def writerow(self, row):
        d = self.dialect
        try:
            items = iter(row)
        except TypeError:
            raise Error("iterable expected, not %s" % type(row).__name__) from None
        parts = []
        for value in items:
            if d.quoting == QUOTE_NONNUMERIC:
                quoted = not _is_number(value)
            else:
                quoted = d.quoting == QUOTE_ALL
            if value is None:
                text = ""
            elif isinstance(value, str):
                text = value
            else:
                text = str(value)
            parts.append(self._field(text, quoted))
        line = d.delimiter.join(parts)
        if parts and not line:
            if d.quoting == QUOTE_NONE:
                raise Error("single empty field record must be quoted")
            line = d.delimiter.join(parts[:-1] + [self._field("", True)])
        return self._write(line + d.lineterminator)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


def writer(csvfile, dialect="excel", **fmtparams):
    return _Writer(csvfile, dialect, fmtparams)


class DictReader:
    def __init__(self, f, fieldnames=None, restkey=None, restval=None, dialect="excel", *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:
            row = next(self.reader)
        d = dict(zip(self.fieldnames, row))
        lf, lr = len(self.fieldnames), len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in self.fieldnames[lr:]:
                d[key] = self.restval
        return d

    def __class_getitem__(cls, item):
        return cls


class DictWriter:
    def __init__(self, f, fieldnames, restval="", extrasaction="raise", dialect="excel", *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        return self.writer.writerow(dict(zip(self.fieldnames, self.fieldnames)).values())

    def _row(self, rowdict):
        if self.extrasaction == "raise":
            wrong = rowdict.keys() - self.fieldnames
            if wrong:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join([repr(x) for x in wrong]))
        return (rowdict.get(key, self.restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._row(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._row, rowdicts))

    def __class_getitem__(cls, item):
        return cls
