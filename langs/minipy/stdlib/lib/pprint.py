"""Pretty-print data structures with the layout CPython 3.11's pprint
gives (width 80, one item per line once a container does not fit, dicts
sorted, long strings split into adjacent literals).

Design: a PrettyPrinter holds the options; each pformat runs a _Job,
which collects the output pieces. _Job.put lays out one value: its flat
text (from PrettyPrinter.format, which subclasses may override) when it
fits, else the block layout registered for its type in _LAYOUTS. The
flat text comes from _flat, which walks dicts, lists and tuples itself
so that depth limits and recursion show."""

import collections as _collections
import dataclasses as _dataclasses
import sys as _sys
import types as _types

__all__ = ["pprint", "pformat", "isreadable", "isrecursive", "saferepr", "PrettyPrinter", "pp"]


def pprint(object, stream=None, indent=1, width=80, depth=None, *, compact=False,
           sort_dicts=True, underscore_numbers=False):
    """Pretty-print object to stream (sys.stdout)."""
    PrettyPrinter(stream=stream, indent=indent, width=width, depth=depth, compact=compact,
                  sort_dicts=sort_dicts, underscore_numbers=underscore_numbers).pprint(object)


def pformat(object, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True,
            underscore_numbers=False):
    """The pretty-printed text of object."""
    return PrettyPrinter(indent=indent, width=width, depth=depth, compact=compact,
                         sort_dicts=sort_dicts, underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    """pprint with sort_dicts=False."""
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    """repr(object), safe from recursive data structures."""
    return _flat(PrettyPrinter(), object, {}, None, 0)[0]


def isreadable(object):
    """Whether the repr of object can rebuild it."""
    return _flat(PrettyPrinter(), object, {}, None, 0)[1]


def isrecursive(object):
    """Whether object holds itself."""
    return _flat(PrettyPrinter(), object, {}, None, 0)[2]


class PrettyPrinter:
    def __init__(self, indent=1, width=80, depth=None, stream=None, *, compact=False,
                 sort_dicts=True, underscore_numbers=False):
        indent = int(indent)
        width = int(width)
        if indent < 0:
            raise ValueError("indent must be >= 0")
        if depth is not None and depth <= 0:
            raise ValueError("depth must be > 0")
        if not width:
            raise ValueError("width must be != 0")
        self._step = indent
        self._width = width
        self._depth = depth
        self._stream = _sys.stdout if stream is None else stream
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscores = underscore_numbers

    def pprint(self, object):
        if self._stream is not None:
            self._stream.write(self.pformat(object))
            self._stream.write("\n")

    def pformat(self, object):
        job = _Job(self)
        job.put(object, 0, 0, 0)
        return "".join(job.out)

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        _, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def format(self, object, context, maxlevels, level):
        """(repr, readable, recursive) of object; context maps the ids
        of the containers being printed, maxlevels limits the depth."""
        return _flat(self, object, context, maxlevels, level)


# ---- flat text -------------------------------------------------------------

_PLAIN = frozenset({str, bytes, bytearray, float, complex, bool, type(None)})


def _cycle_note(obj):
    return "<Recursion on %s with id=%s>" % (type(obj).__name__, id(obj))


class _Ordered:
    """A sort key that orders what cannot be compared by type name, then
    identity."""

    __slots__ = ["value"]

    def __init__(self, value):
        self.value = value

    def __lt__(self, other):
        try:
            return self.value < other.value
        except TypeError:
            return ((str(type(self.value)), id(self.value)) <
                    (str(type(other.value)), id(other.value)))


def _by_key(pair):
    return _Ordered(pair[0]), _Ordered(pair[1])


def _dict_pairs(printer, d):
    if printer._sort_dicts:
        return sorted(d.items(), key=_by_key)
    return d.items()


def _shape(cls, obj):
    """(template, is_mapping) for a dict, list or tuple printed the
    builtin way, else None."""
    text_of = getattr(cls, "__repr__", None)
    if issubclass(cls, dict) and text_of is dict.__repr__:
        return "{%s}", True
    if issubclass(cls, list) and text_of is list.__repr__:
        return "[%s]", False
    if issubclass(cls, tuple) and text_of is tuple.__repr__:
        return ("(%s,)" if len(obj) == 1 else "(%s)"), False
    return None


def _flat(printer, obj, context, maxlevels, level):
    cls = type(obj)
    if cls in _PLAIN:
        return repr(obj), True, False
    shape = _shape(cls, obj)
    if shape is None:
        if issubclass(cls, int) and getattr(cls, "__repr__", None) is int.__repr__:
            return (f"{obj:_d}" if printer._underscores else repr(obj)), True, False
        text = repr(obj)
        return text, (text and not text.startswith("<")), False
    template, mapping = shape
    if not obj:
        return template % "", True, False
    key = id(obj)
    if maxlevels and level >= maxlevels:
        return template % "...", False, key in context
    if key in context:
        return _cycle_note(obj), False, True
    context[key] = 1
    pieces = []
    every_readable, any_cycle = True, False
    if mapping:
        entries = [kv for pair in _dict_pairs(printer, obj) for kv in pair]
    else:
        entries = list(obj)
    for entry in entries:
        text, readable, cycle = printer.format(entry, context, maxlevels, level + 1)
        pieces.append(text)
        every_readable = every_readable and readable
        any_cycle = any_cycle or cycle
    del context[key]
    if mapping:
        pieces = [pieces[i] + ": " + pieces[i + 1] for i in range(0, len(pieces), 2)]
    return template % ", ".join(pieces), every_readable, any_cycle


# ---- block layout ----------------------------------------------------------

_LAYOUTS = {}


def _layout(*classes):
    def register(fn):
        for cls in classes:
            _LAYOUTS[cls] = fn
        return fn
    return register


def _layout_of(obj):
    """The registered layout of the nearest registered class in obj's MRO,
    when obj prints with that class's own repr."""
    cls = type(obj)
    for base in cls.__mro__:
        if base in _LAYOUTS:
            return _LAYOUTS[base] if cls.__repr__ is base.__repr__ else None
    return None


def _generated_dataclass_repr(obj):
    if not _dataclasses.is_dataclass(obj) or isinstance(obj, type):
        return False
    if not obj.__dataclass_params__.repr:
        return False
    inner = getattr(obj.__repr__, "__wrapped__", None)
    return inner is not None and "__create_fn__" in inner.__qualname__


class _Job:
    """One pformat: the output pieces and the ids of the containers whose
    block layout is under way (the context format sees)."""

    def __init__(self, printer):
        self.printer = printer
        self.out = []
        self.open = {}

    def text(self, obj, level):
        return self.printer.format(obj, self.open.copy(), self.printer._depth, level)[0]

    def put(self, obj, indent, after, level):
        """Lay out obj starting at column indent, with after columns to
        leave free on its last line."""
        key = id(obj)
        if key in self.open:
            self.out.append(_cycle_note(obj))
            return
        flat = self.text(obj, level)
        if len(flat) > self.printer._width - indent - after:
            layout = _layout_of(obj)
            if layout is None and _generated_dataclass_repr(obj):
                layout = _lay_dataclass
            if layout is not None:
                self.open[key] = 1
                layout(self, obj, indent, after, level + 1)
                del self.open[key]
                return
        self.out.append(flat)

    def pad(self):
        if self.printer._step > 1:
            self.out.append(" " * (self.printer._step - 1))

    def sequence(self, entries, indent, after, level):
        """entries one to a line (or packed, when compact) at indent plus
        one step."""
        printer = self.printer
        indent += printer._step
        self.pad()
        newline = ",\n" + " " * indent
        room = line = printer._width - indent + 1
        sep = ""
        entries = list(entries)
        for pos, entry in enumerate(entries):
            final = pos == len(entries) - 1
            if final:
                room -= after
                line -= after
            if printer._compact:
                flat = self.text(entry, level)
                need = len(flat) + 2
                if room < need:
                    room = line
                    if sep:
                        sep = newline
                if room >= need:
                    room -= need
                    self.out.append(sep)
                    self.out.append(flat)
                    sep = ", "
                    continue
            self.out.append(sep)
            sep = newline
            self.put(entry, indent, after if final else 1, level)

    def pairs(self, pairs, indent, after, level, keyword=False):
        """key: value lines (key=value when keyword, eliding values whose
        layout is under way) one to a line."""
        if not keyword:
            indent += self.printer._step
        newline = ",\n" + " " * indent
        pairs = list(pairs)
        for pos, (k, v) in enumerate(pairs):
            final = pos == len(pairs) - 1
            if keyword:
                label = k + "="
            else:
                label = self.text(k, level) + ": "
            self.out.append(label)
            if keyword and id(v) in self.open:
                self.out.append("...")
            else:
                self.put(v, indent + len(label), after if final else 1, level)
            if not final:
                self.out.append(newline)

    def called(self, name, body, indent, after, level):
        """name(body) with body laid out past the parenthesis."""
        self.out.append(name + "(")
        self.put(body, indent + len(name) + 1, after + 1, level)
        self.out.append(")")


@_layout(dict)
def _lay_dict(job, d, indent, after, level):
    job.out.append("{")
    job.pad()
    if d:
        job.pairs(_dict_pairs(job.printer, d), indent, after + 1, level)
    job.out.append("}")


@_layout(list)
def _lay_list(job, seq, indent, after, level):
    job.out.append("[")
    job.sequence(seq, indent, after + 1, level)
    job.out.append("]")


@_layout(tuple)
def _lay_tuple(job, seq, indent, after, level):
    close = ",)" if len(seq) == 1 else ")"
    job.out.append("(")
    job.sequence(seq, indent, after + len(close), level)
    job.out.append(close)


@_layout(set, frozenset)
def _lay_set(job, s, indent, after, level):
    if not s:
        job.out.append(repr(s))
        return
    if type(s) is set:
        job.out.append("{")
        close = "}"
    else:
        name = type(s).__name__
        job.out.append(name + "({")
        close = "})"
        indent += len(name) + 1
    job.sequence(sorted(s, key=_Ordered), indent, after + len(close), level)
    job.out.append(close)


def _pack(pieces, width, final_width, final_at):
    """Greedily join pieces into runs whose repr fits width (final_width
    from piece final_at on); the runs' reprs."""
    runs = []
    run = pieces[0][:0]
    for pos, piece in enumerate(pieces):
        limit = final_width if pos >= final_at else width
        if len(repr(run + piece)) > limit:
            if run:
                runs.append(repr(run))
            run = piece
        else:
            run = run + piece
    if run:
        runs.append(repr(run))
    return runs


def _words(line):
    """line cut after each run of whitespace (re's \\S*\\s*)."""
    cuts = []
    start = 0
    for pos in range(1, len(line)):
        if line[pos - 1].isspace() and not line[pos].isspace():
            cuts.append(line[start:pos])
            start = pos
    if start < len(line):
        cuts.append(line[start:])
    return cuts


def _write_runs(job, runs, indent, parens):
    if parens:
        job.out.append("(")
    job.out.append(("\n" + " " * indent).join(runs))
    if parens:
        job.out.append(")")


@_layout(str)
def _lay_str(job, s, indent, after, level):
    if not s:
        job.out.append(repr(s))
        return
    top = level == 1
    if top:
        indent += 1
        after += 1
    width = job.printer._width - indent
    lines = s.splitlines(True)
    runs = []
    for pos, line in enumerate(lines):
        last_line = pos == len(lines) - 1
        whole = repr(line)
        if len(whole) <= (width - after if last_line else width):
            runs.append(whole)
            continue
        words = _words(line)
        runs.extend(_pack(words, width, width - after, len(words) - 1 if last_line else len(words)))
    if len(runs) == 1:
        job.out.append(runs[0])
        return
    _write_runs(job, runs, indent, top)


@_layout(bytes)
def _lay_bytes(job, b, indent, after, level):
    if len(b) <= 4:
        job.out.append(repr(b))
        return
    top = level == 1
    if top:
        indent += 1
        after += 1
    quads = [b[i:i + 4] for i in range(0, len(b), 4)]
    width = job.printer._width - indent
    # as CPython's: the last piece leaves room for what follows only when
    # it is a short one
    _write_runs(job, _pack(quads, width, width - after, len(b) // 4), indent, top)


@_layout(bytearray)
def _lay_bytearray(job, b, indent, after, level):
    job.out.append("bytearray(")
    _lay_bytes(job, bytes(b), indent + 10, after + 1, level + 1)
    job.out.append(")")


@_layout(_types.SimpleNamespace)
def _lay_namespace(job, ns, indent, after, level):
    name = "namespace" if type(ns) is _types.SimpleNamespace else type(ns).__name__
    job.out.append(name + "(")
    job.pairs(ns.__dict__.items(), indent + len(name) + 1, after, level, keyword=True)
    job.out.append(")")


def _lay_dataclass(job, obj, indent, after, level):
    name = type(obj).__name__
    shown = [(f.name, getattr(obj, f.name)) for f in _dataclasses.fields(obj) if f.repr]
    job.out.append(name + "(")
    job.pairs(shown, indent + len(name) + 1, after, level, keyword=True)
    job.out.append(")")


@_layout(_types.MappingProxyType)
def _lay_mappingproxy(job, proxy, indent, after, level):
    job.called("mappingproxy", proxy.copy(), indent, after, level)


@_layout(_collections.OrderedDict)
def _lay_ordered_dict(job, d, indent, after, level):
    if not d:
        job.out.append(repr(d))
        return
    job.called(type(d).__name__, list(d.items()), indent, after, level)


@_layout(_collections.defaultdict)
def _lay_defaultdict(job, d, indent, after, level):
    if not d:
        job.out.append(repr(d))
        return
    name = type(d).__name__
    indent += len(name) + 1
    job.out.append("%s(%s,\n%s" % (name, job.text(d.default_factory, level), " " * indent))
    _lay_dict(job, d, indent, after + 1, level)
    job.out.append(")")


@_layout(_collections.Counter)
def _lay_counter(job, c, indent, after, level):
    if not c:
        job.out.append(repr(c))
        return
    name = type(c).__name__
    job.out.append(name + "({")
    job.pad()
    job.pairs(c.most_common(), indent + len(name) + 1, after + 2, level)
    job.out.append("})")


@_layout(_collections.ChainMap)
def _lay_chainmap(job, chain, indent, after, level):
    if not chain.maps:
        job.out.append(repr(chain))
        return
    name = type(chain).__name__
    indent += len(name) + 1
    job.out.append(name + "(")
    last = len(chain.maps) - 1
    for pos, m in enumerate(chain.maps):
        if pos < last:
            job.put(m, indent, 1, level)
            job.out.append(",\n" + " " * indent)
        else:
            job.put(m, indent, after + 1, level)
    job.out.append(")")


@_layout(_collections.deque)
def _lay_deque(job, dq, indent, after, level):
    if not dq:
        job.out.append(repr(dq))
        return
    name = type(dq).__name__
    indent += len(name) + 1
    job.out.append(name + "([")
    if dq.maxlen is None:
        job.sequence(dq, indent, after + 2, level)
        job.out.append("])")
    else:
        job.sequence(dq, indent, 2, level)
        job.out.append("],\n%smaxlen=%s)" % (" " * indent, job.text(dq.maxlen, level)))


@_layout(_collections.UserDict, _collections.UserList, _collections.UserString)
def _lay_wrapper(job, obj, indent, after, level):
    job.put(obj.data, indent, after, level - 1)
