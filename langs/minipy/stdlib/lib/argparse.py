"""Command-line parsing: ArgumentParser, its actions, help formatters and
Namespace, with CPython 3.11's usage and help text and its error messages
(an error prints the usage and "PROG: error: MESSAGE" to stderr and exits
with status 2).

Not here: sub-commands (add_subparsers), fromfile_prefix_chars,
parse_intermixed_args.
"""

import os as _os
import re as _re
import sys as _sys
import textwrap as _textwrap

__all__ = [
    "ArgumentParser", "ArgumentError", "ArgumentTypeError", "BooleanOptionalAction",
    "FileType", "HelpFormatter", "ArgumentDefaultsHelpFormatter",
    "RawDescriptionHelpFormatter", "RawTextHelpFormatter", "MetavarTypeHelpFormatter",
    "Namespace", "Action", "ONE_OR_MORE", "OPTIONAL", "PARSER", "REMAINDER",
    "SUPPRESS", "ZERO_OR_MORE",
]

SUPPRESS = "==SUPPRESS=="
OPTIONAL = "?"
ZERO_OR_MORE = "*"
ONE_OR_MORE = "+"
PARSER = "A..."
REMAINDER = "..."


def _type_name(f):
    return getattr(f, "__name__", repr(f))


class Namespace:
    """The parsed arguments, as attributes."""

    def __init__(self, **kwargs):
        for k, v in kwargs.items():
            setattr(self, k, v)

    def __repr__(self):
        parts, rest = [], {}
        for k, v in self.__dict__.items():
            if k.isidentifier():
                parts.append("%s=%r" % (k, v))
            else:
                rest[k] = v
        if rest:
            parts.append("**%r" % (rest,))
        return "%s(%s)" % (type(self).__name__, ", ".join(parts))

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in self.__dict__


class ArgumentError(Exception):
    """An argument that cannot be parsed; str is "argument NAME: MESSAGE"."""

    def __init__(self, argument, message):
        self.argument_name = _action_name(argument)
        self.message = message

    def __str__(self):
        if self.argument_name is None:
            return self.message
        return "argument %s: %s" % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    """Raised by a type function: its message becomes the error."""


def _action_name(action):
    if action is None:
        return None
    if action.option_strings:
        return "/".join(action.option_strings)
    if action.metavar not in (None, SUPPRESS):
        return action.metavar
    if action.dest not in (None, SUPPRESS):
        return action.dest
    return None


# Actions

class Action:
    """What an argument does with its values: store them (the base is
    abstract; ArgumentParser.add_argument's action= picks a subclass)."""

    def __init__(self, option_strings, dest, nargs=None, const=None, default=None,
                 type=None, choices=None, required=False, help=None, metavar=None):
        self.option_strings = option_strings
        self.dest = dest
        self.nargs = nargs
        self.const = const
        self.default = default
        self.type = type
        self.choices = choices
        self.required = required
        self.help = help
        self.metavar = metavar

    def _get_kwargs(self):
        names = ["option_strings", "dest", "nargs", "const", "default", "type",
                 "choices", "required", "help", "metavar"]
        return [(n, getattr(self, n)) for n in names]

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__,
                           ", ".join("%s=%r" % kv for kv in self._get_kwargs()))

    def format_usage(self):
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError(".__call__() not defined")


class _StoreAction(Action):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None,
                 type=None, choices=None, required=False, help=None, metavar=None):
        if nargs == 0:
            raise ValueError("nargs for store actions must be != 0; if you have nothing"
                             " to store, actions such as store true or store const may be more appropriate")
        if const is not None and nargs != OPTIONAL:
            raise ValueError("nargs must be %r to supply const" % OPTIONAL)
        super().__init__(option_strings, dest, nargs, const, default, type, choices,
                         required, help, metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        super().__init__(option_strings, dest, nargs=0, const=const, default=default,
                         required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=False, required=False, help=None):
        super().__init__(option_strings, dest, const=True, default=default,
                         required=required, help=help)


class _StoreFalseAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=True, required=False, help=None):
        super().__init__(option_strings, dest, const=False, default=default,
                         required=required, help=help)


def _list_of(namespace, dest):
    items = getattr(namespace, dest, None)
    if items is None:
        return []
    return list(items)  # a default list is copied, never extended in place


class _AppendAction(_StoreAction):
    def __call__(self, parser, namespace, values, option_string=None):
        items = _list_of(namespace, self.dest)
        items.append(values)
        setattr(namespace, self.dest, items)


class _ExtendAction(_StoreAction):
    def __call__(self, parser, namespace, values, option_string=None):
        items = _list_of(namespace, self.dest)
        items.extend(values)
        setattr(namespace, self.dest, items)


class _AppendConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        super().__init__(option_strings, dest, nargs=0, const=const, default=default,
                         required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _list_of(namespace, self.dest)
        items.append(self.const)
        setattr(namespace, self.dest, items)


class _CountAction(Action):
    def __init__(self, option_strings, dest, default=None, required=False, help=None):
        super().__init__(option_strings, dest, nargs=0, default=default,
                         required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        count = getattr(namespace, self.dest, None)
        setattr(namespace, self.dest, 1 if count is None else count + 1)


class _HelpAction(Action):
    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS, help=None):
        super().__init__(option_strings, dest, nargs=0, default=default, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):
    def __init__(self, option_strings, version=None, dest=SUPPRESS, default=SUPPRESS,
                 help="show program's version number and exit"):
        super().__init__(option_strings, dest, nargs=0, default=default, help=help)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        formatter = parser._get_formatter()
        formatter.add_text(self.version if self.version is not None else parser.version)
        parser._print_message(formatter.format_help(), _sys.stdout)
        parser.exit()


class BooleanOptionalAction(Action):
    """--flag sets True, --no-flag False."""

    def __init__(self, option_strings, dest, default=None, type=None, choices=None,
                 required=False, help=None, metavar=None):
        strings = []
        for s in option_strings:
            strings.append(s)
            if s.startswith("--"):
                strings.append("--no-" + s[2:])
        if help is not None and default is not None and default is not SUPPRESS:
            help += " (default: %(default)s)"
        super().__init__(strings, dest, nargs=0, default=default, type=type,
                         choices=choices, required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest, not option_string.startswith("--no-"))

    def format_usage(self):
        return " | ".join(self.option_strings)


_ACTIONS = {
    None: _StoreAction, "store": _StoreAction, "store_const": _StoreConstAction,
    "store_true": _StoreTrueAction, "store_false": _StoreFalseAction,
    "append": _AppendAction, "append_const": _AppendConstAction,
    "extend": _ExtendAction, "count": _CountAction, "help": _HelpAction,
    "version": _VersionAction,
}


class FileType:
    """A type that opens the named file ("-": stdin or stdout)."""

    def __init__(self, mode="r", bufsize=-1, encoding=None, errors=None):
        self._mode, self._bufsize, self._encoding, self._errors = mode, bufsize, encoding, errors

    def __call__(self, string):
        if string == "-":
            if "r" in self._mode:
                return _sys.stdin.buffer if "b" in self._mode else _sys.stdin
            if any(c in self._mode for c in "wax"):
                return _sys.stdout.buffer if "b" in self._mode else _sys.stdout
            raise ValueError('argument "-" with mode %r' % self._mode)
        try:
            return open(string, self._mode, self._bufsize, self._encoding, self._errors)
        except OSError as e:
            raise ArgumentTypeError("can't open '%s': %s" % (string, e))

    def __repr__(self):
        args = [self._mode, self._bufsize]
        kwargs = [("encoding", self._encoding), ("errors", self._errors)]
        shown = [repr(a) for a in args if a != -1]
        shown += ["%s=%r" % (k, v) for k, v in kwargs if v is not None]
        return "%s(%s)" % (type(self).__name__, ", ".join(shown))


# Help formatting

def _terminal_width():
    try:
        return int(_os.environ["COLUMNS"])
    except (KeyError, ValueError):
        pass
    try:
        return _os.get_terminal_size(1).columns
    except (AttributeError, ValueError, OSError):
        return 80


class HelpFormatter:
    """Lays out usage and help: sections of actions, each invocation
    followed by its help at a common column (at most max_help_position),
    text wrapped to the terminal's width less 2."""

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = _terminal_width() - 2
        self._prog = prog
        self._indent_increment = indent_increment
        self._width = width
        self._max_help_position = min(max_help_position, max(width - 20, indent_increment * 2))
        self._indent = 0
        self._action_max_length = 0
        # the parts: ("usage", ...), ("text", s), ("section", title, [parts])
        self._root = []
        self._current = self._root
        self._stack = []

    # building

    def start_section(self, heading):
        section = []
        self._current.append(("section", heading, section, self._indent))
        self._stack.append(self._current)
        self._current = section
        self._indent += self._indent_increment

    def end_section(self):
        self._indent -= self._indent_increment
        self._current = self._stack.pop()

    def add_text(self, text):
        if text is not SUPPRESS and text is not None:
            self._current.append(("text", text, self._indent))

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is not SUPPRESS:
            self._current.append(("usage", usage, list(actions), groups, prefix))

    def add_argument(self, action):
        if action.help is SUPPRESS:
            return
        width = len(self._format_action_invocation(action)) + self._indent
        self._action_max_length = max(self._action_max_length, width)
        self._current.append(("action", action, self._indent))

    def add_arguments(self, actions):
        for action in actions:
            self.add_argument(action)

    # rendering

    def format_help(self):
        out = self._render(self._root)
        if out:
            out = _re.sub(r"\n\n\n+", "\n\n", out).strip("\n") + "\n"
        return out

    def _render(self, parts):
        pieces = []
        for part in parts:
            kind = part[0]
            if kind == "text":
                pieces.append(self._format_text(part[1], part[2]))
            elif kind == "usage":
                pieces.append(self._format_usage(*part[1:]))
            elif kind == "action":
                pieces.append(self._format_action(part[1], part[2]))
            else:
                body = self._render(part[2])
                if body:
                    heading = ""
                    if part[1] is not SUPPRESS and part[1] is not None:
                        heading = "%*s%s:\n" % (part[3], "", part[1])
                    pieces.append("\n" + heading + body + "\n")
        return "".join(pieces)

    def _format_text(self, text, indent):
        if "%(prog)" in text:
            text = text % dict(prog=self._prog)
        width = max(self._width - indent, 11)
        return self._fill_text(text, width, " " * indent) + "\n\n"

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = "usage: "
        if usage is not None:
            usage = usage % dict(prog=self._prog)
        elif not actions:
            usage = "%(prog)s" % dict(prog=self._prog)
        else:
            usage = self._wrapped_usage(prefix, actions, groups)
        return "%s%s\n\n" % (prefix, usage)

    def _wrapped_usage(self, prefix, actions, groups):
        prog = "%(prog)s" % dict(prog=self._prog)
        optionals = [a for a in actions if a.option_strings]
        positionals = [a for a in actions if not a.option_strings]
        # the parts lines break between: bracketed groups and words
        part = r"\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+"
        opt_parts = _re.findall(part, " ".join(self._usage_parts(optionals, groups)))
        pos_parts = _re.findall(part, " ".join(self._usage_parts(positionals, groups)))
        one_line = " ".join([prog] + opt_parts + pos_parts)
        text_width = self._width - self._indent
        if len(prefix) + len(one_line) <= text_width:
            return one_line
        if len(prefix) + len(prog) <= 0.75 * text_width:
            indent = " " * (len(prefix) + len(prog) + 1)
            if opt_parts:
                lines = self._fill_parts([prog] + opt_parts, indent, text_width, len(prefix))
                lines += self._fill_parts(pos_parts, indent, text_width)
            elif pos_parts:
                lines = self._fill_parts([prog] + pos_parts, indent, text_width, len(prefix))
            else:
                lines = [prog]
        else:
            indent = " " * len(prefix)
            lines = self._fill_parts(opt_parts + pos_parts, indent, text_width)
            if len(lines) > 1:
                lines = (self._fill_parts(opt_parts, indent, text_width)
                         + self._fill_parts(pos_parts, indent, text_width))
            lines = [prog] + lines
        return "\n".join(lines)

    @staticmethod
    def _fill_parts(parts, indent, text_width, first=None):
        # Lines of parts joined by spaces, each but the first (when first,
        # the prefix's length, is given) indented by indent.
        lines, line = [], []
        used = (len(indent) if first is None else first) - 1
        for part in parts:
            if line and used + 1 + len(part) > text_width:
                lines.append(indent + " ".join(line))
                line, used = [], len(indent) - 1
            line.append(part)
            used += len(part) + 1
        if line:
            lines.append(indent + " ".join(line))
        if first is not None and lines:
            lines[0] = lines[0][len(indent):]
        return lines

    def _usage_parts(self, actions, groups):
        # Each action's usage, bracketed unless required; the actions of a
        # mutually exclusive group are joined by " | " in one bracket.
        group_of = {}
        for g in groups:
            members = [a for a in g._group_actions if a.help is not SUPPRESS]
            if len(members) > 1 and all(a in actions for a in g._group_actions):
                for a in g._group_actions:
                    group_of[a] = g
        parts, done = [], set()
        for action in actions:
            if action.help is SUPPRESS:
                continue
            g = group_of.get(action)
            if g is None:
                part = self._action_usage(action)
                if action.option_strings and not action.required:
                    part = "[%s]" % part
                parts.append(part)
                continue
            if id(g) in done:
                continue
            done.add(id(g))
            inner = []
            for a in g._group_actions:
                if a.help is SUPPRESS:
                    continue
                p = self._action_usage(a)
                if not a.option_strings and p[:1] == "[" and p[-1:] == "]":
                    p = p[1:-1]
                inner.append(p)
            text = " | ".join(inner)
            parts.append("(%s)" % text if g.required else "[%s]" % text)
        return parts

    def _action_usage(self, action):
        if not action.option_strings:
            return self._format_args(action, self._default_metavar_for_positional(action))
        option = action.format_usage()
        if action.nargs == 0:
            return option
        return "%s %s" % (option, self._format_args(action, self._default_metavar_for_optional(action)))

    def _format_action(self, action, indent):
        help_position = min(self._action_max_length + 2, self._max_help_position)
        help_width = max(self._width - help_position, 11)
        action_width = help_position - indent - 2
        header = self._format_action_invocation(action)
        if not action.help:
            out = ["%*s%s\n" % (indent, "", header)]
        elif len(header) <= action_width:
            out = ["%*s%-*s  " % (indent, "", action_width, header)]
        else:
            out = ["%*s%s\n" % (indent, "", header)]
        if action.help and action.help.strip():
            lines = self._split_lines(self._expand_help(action), help_width)
            if lines:
                first = 0 if not out[0].endswith("\n") else help_position
                out.append("%*s%s\n" % (first, "", lines[0]))
                for line in lines[1:]:
                    out.append("%*s%s\n" % (help_position, "", line))
        elif not out[0].endswith("\n"):
            out.append("\n")
        return "".join(out)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            return ", ".join(self._metavar_formatter(action, self._default_metavar_for_positional(action))(1))
        if action.nargs == 0:
            return ", ".join(action.option_strings)
        args = self._format_args(action, self._default_metavar_for_optional(action))
        return ", ".join("%s %s" % (s, args) for s in action.option_strings)

    def _metavar_formatter(self, action, default):
        if action.metavar is not None:
            result = action.metavar
        elif action.choices is not None:
            result = "{%s}" % ",".join(str(c) for c in action.choices)
        else:
            result = default

        def tuple_of(n):
            if isinstance(result, tuple):
                return result
            return (result,) * n
        return tuple_of

    def _format_args(self, action, default):
        metavar = self._metavar_formatter(action, default)
        nargs = action.nargs
        if nargs is None:
            return "%s" % metavar(1)
        if nargs == OPTIONAL:
            return "[%s]" % metavar(1)
        if nargs == ZERO_OR_MORE:
            m = metavar(1)
            if len(m) == 2:
                return "[%s [%s ...]]" % m
            return "[%s ...]" % m
        if nargs == ONE_OR_MORE:
            return "%s [%s ...]" % metavar(2)
        if nargs == REMAINDER:
            return "..."
        if nargs == PARSER:
            return "%s ..." % metavar(1)
        if nargs == SUPPRESS:
            return ""
        try:
            formats = ["%s"] * nargs
        except TypeError:
            raise ValueError("invalid nargs value") from None
        return " ".join(formats) % metavar(nargs)

    def _expand_help(self, action):
        params = dict(vars(action), prog=self._prog)
        for name in list(params):
            if params[name] is SUPPRESS:
                del params[name]
        for name in list(params):
            if hasattr(params[name], "__name__"):
                params[name] = params[name].__name__
        if params.get("choices") is not None:
            params["choices"] = ", ".join(str(c) for c in params["choices"])
        return self._get_help_string(action) % params

    def _split_lines(self, text, width):
        text = " ".join(text.split())
        return _textwrap.wrap(text, width)

    def _fill_text(self, text, width, indent):
        text = " ".join(text.split())
        return _textwrap.fill(text, width, initial_indent=indent, subsequent_indent=indent)

    def _get_help_string(self, action):
        return action.help

    def _default_metavar_for_optional(self, action):
        return action.dest.upper()

    def _default_metavar_for_positional(self, action):
        return action.dest


class RawDescriptionHelpFormatter(HelpFormatter):
    """Keeps the description's and epilog's line breaks."""

    def _fill_text(self, text, width, indent):
        return "".join(indent + line for line in text.splitlines(keepends=True))


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    """Keeps every help text's line breaks."""

    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    """Adds " (default: ...)" to each help."""

    def _get_help_string(self, action):
        help = action.help
        if help is None:
            help = ""
        if "%(default)" not in help and action.default is not SUPPRESS:
            if action.option_strings or action.nargs in (OPTIONAL, ZERO_OR_MORE):
                help += " (default: %(default)s)"
        return help


class MetavarTypeHelpFormatter(HelpFormatter):
    """Names values by their type."""

    def _default_metavar_for_optional(self, action):
        return action.type.__name__

    def _default_metavar_for_positional(self, action):
        return action.type.__name__


# Groups and the parser

class _ActionsContainer:
    def __init__(self, description, prefix_chars, argument_default, conflict_handler):
        self.description = description
        self.argument_default = argument_default
        self.prefix_chars = prefix_chars
        self.conflict_handler = conflict_handler
        self._actions = []
        self._option_string_actions = {}
        self._action_groups = []
        self._mutually_exclusive_groups = []
        self._defaults = {}
        self._negative_number_matcher = _re.compile(r"^-\d+$|^-\d*\.\d+$")
        self._has_negative_number_optionals = []

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for action in self._actions:
            if action.dest in kwargs:
                action.default = kwargs[action.dest]

    def get_default(self, dest):
        for action in self._actions:
            if action.dest == dest and action.default is not None:
                return action.default
        return self._defaults.get(dest, None)

    def add_argument(self, *args, **kwargs):
        chars = self.prefix_chars
        if not args or len(args) == 1 and args[0][:1] not in chars:
            if args and "dest" in kwargs:
                raise ValueError("dest supplied twice for positional argument")
            kwargs = self._positional_kwargs(*args, **kwargs)
        else:
            kwargs = self._optional_kwargs(*args, **kwargs)
        if "default" not in kwargs:
            dest = kwargs["dest"]
            if dest in self._defaults:
                kwargs["default"] = self._defaults[dest]
            elif self.argument_default is not None:
                kwargs["default"] = self.argument_default
        action_class = kwargs.pop("action", None)
        if not callable(action_class):
            if action_class not in _ACTIONS:
                raise ValueError("unknown action \"%s\"" % (action_class,))
            action_class = _ACTIONS[action_class]
        action = action_class(**kwargs)
        type_func = action.type
        if type_func is not None and not callable(type_func):
            raise ValueError("%r is not callable" % (type_func,))
        if type_func is FileType:
            raise ValueError("%r is a FileType class object, instance of it must be passed" % (type_func,))
        if hasattr(self, "_get_formatter"):
            try:
                self._get_formatter()._format_args(action, None)
            except TypeError:
                raise ValueError("length of metavar tuple does not match nargs")
        return self._add_action(action)

    def add_argument_group(self, *args, **kwargs):
        group = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(group)
        return group

    def add_mutually_exclusive_group(self, **kwargs):
        group = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups.append(group)
        return group

    def _add_action(self, action):
        self._check_conflict(action)
        self._actions.append(action)
        action.container = self
        for s in action.option_strings:
            self._option_string_actions[s] = action
            if self._negative_number_matcher.match(s) and not self._has_negative_number_optionals:
                self._has_negative_number_optionals.append(True)
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _positional_kwargs(self, dest=None, **kwargs):
        if "required" in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        if kwargs.get("nargs") not in (OPTIONAL, ZERO_OR_MORE):
            kwargs["required"] = True
        if kwargs.get("nargs") == ZERO_OR_MORE and "default" not in kwargs:
            kwargs["required"] = True
        return dict(kwargs, dest=dest, option_strings=[])

    def _optional_kwargs(self, *args, **kwargs):
        option_strings, long_options = [], []
        for s in args:
            if s[:1] not in self.prefix_chars:
                raise ValueError("invalid option string %r: must start with a character %r"
                                 % (s, self.prefix_chars))
            option_strings.append(s)
            if len(s) > 1 and s[1] in self.prefix_chars:
                long_options.append(s)
        dest = kwargs.pop("dest", None)
        if dest is None:
            first = long_options[0] if long_options else option_strings[0]
            dest = first.lstrip(self.prefix_chars)
            if not dest:
                raise ValueError("dest= is required for options like %r" % (first,))
            dest = dest.replace("-", "_")
        return dict(kwargs, dest=dest, option_strings=option_strings)

    def _check_conflict(self, action):
        clashes = [(s, self._option_string_actions[s]) for s in action.option_strings
                   if s in self._option_string_actions]
        if not clashes:
            return
        if self.conflict_handler == "resolve":
            for s, other in clashes:
                other.option_strings.remove(s)
                self._option_string_actions.pop(s, None)
                if not other.option_strings:
                    other.container._remove_action(other)
            return
        names = ", ".join(s for s, _ in clashes)
        raise ArgumentError(action, "conflicting option string%s: %s"
                            % ("s" if len(clashes) > 1 else "", names))


class _ArgumentGroup(_ActionsContainer):
    def __init__(self, container, title=None, description=None, **kwargs):
        kwargs.setdefault("conflict_handler", container.conflict_handler)
        kwargs.setdefault("prefix_chars", container.prefix_chars)
        kwargs.setdefault("argument_default", container.argument_default)
        super().__init__(description=description, **kwargs)
        self.title = title
        self._group_actions = []
        self._container = container
        # a group shares its parser's tables
        self._actions = container._actions
        self._option_string_actions = container._option_string_actions
        self._defaults = container._defaults
        self._has_negative_number_optionals = container._has_negative_number_optionals
        self._mutually_exclusive_groups = container._mutually_exclusive_groups

    def _add_action(self, action):
        action = super()._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        super()._remove_action(action)
        self._group_actions.remove(action)


class _MutuallyExclusiveGroup(_ArgumentGroup):
    def __init__(self, container, required=False):
        super().__init__(container)
        self.required = required
        self._container = container

    def _add_action(self, action):
        if action.required:
            raise ValueError("mutually exclusive arguments must be optional")
        action = self._container._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        self._container._remove_action(action)
        self._group_actions.remove(action)


class ArgumentParser(_ActionsContainer):
    """Parses sys.argv[1:] (or a given list) into a Namespace."""

    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=(),
                 formatter_class=HelpFormatter, prefix_chars="-", fromfile_prefix_chars=None,
                 argument_default=None, conflict_handler="error", add_help=True,
                 allow_abbrev=True, exit_on_error=True):
        super().__init__(description=description, prefix_chars=prefix_chars,
                         argument_default=argument_default, conflict_handler=conflict_handler)
        if prog is None:
            prog = _os.path.basename(_sys.argv[0]) if _sys.argv else ""
        self.prog = prog
        self.usage = usage
        self.epilog = epilog
        self.formatter_class = formatter_class
        self.fromfile_prefix_chars = fromfile_prefix_chars
        self.add_help = add_help
        self.allow_abbrev = allow_abbrev
        self.exit_on_error = exit_on_error
        self._positionals = self.add_argument_group("positional arguments")
        self._optionals = self.add_argument_group("options")
        if add_help:
            c = "-" if "-" in prefix_chars else prefix_chars[0]
            self.add_argument(c + "h", c * 2 + "help", action="help", default=SUPPRESS,
                              help="show this help message and exit")
        for parent in parents:
            self._add_container_actions(parent)
            self._defaults.update(parent._defaults)

    def __repr__(self):
        names = ["prog", "usage", "description", "formatter_class", "conflict_handler", "add_help"]
        return "%s(%s)" % (type(self).__name__,
                           ", ".join("%s=%r" % (n, getattr(self, n)) for n in names))

    def _add_container_actions(self, other):
        # a parent's actions join the groups of the same titles here (made
        # when missing), and its exclusive groups are made again
        by_title = {g.title: g for g in self._action_groups}
        home = []  # (action, group), in the parent's order of groups
        for g in other._action_groups:
            if g.title not in by_title:
                by_title[g.title] = self.add_argument_group(g.title, g.description)
            home.extend((a, by_title[g.title]) for a in g._group_actions)
        for g in other._mutually_exclusive_groups:
            mine = self.add_mutually_exclusive_group(required=g.required)
            home.extend((a, mine) for a in g._group_actions)
        for action in other._actions:
            target = self
            for a, g in home:
                if a is action:
                    target = g
            target._add_action(action)

    def _add_action(self, action):
        if action.option_strings:
            self._optionals._add_action(action)
        else:
            self._positionals._add_action(action)
        return action

    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    # help and errors

    def format_usage(self):
        f = self._get_formatter()
        f.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        return f.format_help()

    def format_help(self):
        f = self._get_formatter()
        f.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        f.add_text(self.description)
        for group in self._action_groups:
            f.start_section(group.title)
            f.add_text(group.description)
            f.add_arguments(group._group_actions)
            f.end_section()
        f.add_text(self.epilog)
        return f.format_help()

    def print_usage(self, file=None):
        self._print_message(self.format_usage(), file if file is not None else _sys.stdout)

    def print_help(self, file=None):
        self._print_message(self.format_help(), file if file is not None else _sys.stdout)

    def _print_message(self, message, file=None):
        if message:
            try:
                (file if file is not None else _sys.stderr).write(message)
            except (AttributeError, OSError):
                pass

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        self.print_usage(_sys.stderr)
        self.exit(2, "%s: error: %s\n" % (self.prog, message))

    # parsing

    def parse_args(self, args=None, namespace=None):
        args, argv = self.parse_known_args(args, namespace)
        if argv:
            self.error("unrecognized arguments: %s" % " ".join(argv))
        return args

    def parse_known_args(self, args=None, namespace=None):
        if args is None:
            args = _sys.argv[1:]
        else:
            args = list(args)
        if namespace is None:
            namespace = Namespace()
        for action in self._actions:
            if action.dest is not SUPPRESS and not hasattr(namespace, action.dest):
                if action.default is not SUPPRESS:
                    setattr(namespace, action.dest, action.default)
        for dest, value in self._defaults.items():
            if not hasattr(namespace, dest):
                setattr(namespace, dest, value)
        if self.exit_on_error:
            try:
                namespace, extras = _Parse(self, args, namespace).run()
            except ArgumentError as err:
                self.error(str(err))
        else:
            namespace, extras = _Parse(self, args, namespace).run()
        return namespace, extras

    def _get_values(self, action, strings):
        if action.nargs not in (PARSER, REMAINDER):
            if "--" in strings:
                strings = list(strings)
                strings.remove("--")
        nargs = action.nargs
        if not strings and nargs == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str):
                value = self._get_value(action, value)
                self._check_value(action, value)
        elif not strings and nargs == ZERO_OR_MORE and not action.option_strings:
            value = action.default if action.default is not None else strings
            self._check_value(action, value)
        elif len(strings) == 1 and nargs in (None, OPTIONAL):
            value = self._get_value(action, strings[0])
            self._check_value(action, value)
        elif nargs == REMAINDER:
            value = [self._get_value(action, s) for s in strings]
        elif nargs == PARSER:
            value = [self._get_value(action, s) for s in strings]
            self._check_value(action, value[0])
        elif nargs == SUPPRESS:
            value = SUPPRESS
        else:
            value = [self._get_value(action, s) for s in strings]
            for v in value:
                self._check_value(action, v)
        return value

    def _get_value(self, action, string):
        type_func = action.type if action.type is not None else (lambda s: s)
        try:
            return type_func(string)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = _type_name(action.type) if action.type is not None else "str"
            raise ArgumentError(action, "invalid %s value: %r" % (name, string))

    def _check_value(self, action, value):
        if action.choices is not None and value not in action.choices:
            choices = ", ".join(map(repr, action.choices))
            raise ArgumentError(action, "invalid choice: %r (choose from %s)" % (value, choices))


_NARGS_PATTERNS = {
    None: "(-*A-*)",
    OPTIONAL: "(-*A?-*)",
    ZERO_OR_MORE: "(-*[A-]*)",
    ONE_OR_MORE: "(-*A[A-]*)",
    REMAINDER: "([-AO]*)",
    PARSER: "(-*A[-AO]*)",
    SUPPRESS: "(-*-*)",
}


def _nargs_pattern(action):
    nargs = action.nargs
    if nargs in _NARGS_PATTERNS:
        pattern = _NARGS_PATTERNS[nargs]
    else:
        pattern = "(-*%s-*)" % "-*".join("A" * nargs)
    if action.option_strings:
        # an option's values never take "--"
        pattern = pattern.replace("-*", "").replace("-", "")
    return pattern


class _Parse:
    """One run of the parser over a list of strings. The strings are
    classified first: O for an option, A for an argument, "-" for "--";
    options and positionals take their values by matching their nargs
    patterns against that string of letters (positionals as many at a
    time as match, options one at a time)."""

    def __init__(self, parser, strings, namespace):
        self.p = parser
        self.strings = strings
        self.ns = namespace
        self.options = {}  # index of an option string: (action, option, explicit value)
        letters = []
        for i, s in enumerate(strings):
            if s == "--":
                letters.append("-")
                letters.extend("A" * (len(strings) - i - 1))
                break
            found = self._option(s)
            if found is None:
                letters.append("A")
            else:
                self.options[i] = found
                letters.append("O")
        self.letters = "".join(letters)
        self.positionals = [a for a in parser._actions if not a.option_strings]
        self.seen = set()
        self.seen_non_default = set()
        self.extras = []
        self.conflicts = {}
        for group in parser._mutually_exclusive_groups:
            for i, action in enumerate(group._group_actions):
                others = group._group_actions[:i] + group._group_actions[i + 1:]
                self.conflicts.setdefault(action, []).extend(others)

    def _option(self, s):
        # (action or None, option string, explicit value or None) for an
        # option string, or None for an argument.
        p = self.p
        if not s or s[0] not in p.prefix_chars:
            return None
        if s in p._option_string_actions:
            return p._option_string_actions[s], s, None
        if len(s) == 1:
            return None
        if "=" in s:
            name, value = s.split("=", 1)
            if name in p._option_string_actions:
                return p._option_string_actions[name], name, value
        matches = self._prefix_matches(s)
        if len(matches) > 1:
            names = ", ".join(m[1] for m in matches)
            p.error("ambiguous option: %s could match %s" % (s, names))
        if len(matches) == 1:
            return matches[0]
        if p._negative_number_matcher.match(s) and not p._has_negative_number_optionals:
            return None
        if " " in s:
            return None
        return None, s, None

    def _prefix_matches(self, s):
        p = self.p
        chars = p.prefix_chars
        out = []
        if s[0] in chars and s[1] in chars:
            if not p.allow_abbrev:
                return out
            name, value = s.split("=", 1) if "=" in s else (s, None)
            for opt, action in p._option_string_actions.items():
                if opt.startswith(name):
                    out.append((action, opt, value))
        elif s[0] in chars:
            short, rest = s[:2], s[2:]
            for opt, action in p._option_string_actions.items():
                if opt == short:
                    out.append((action, opt, rest))
                elif opt.startswith(s):
                    out.append((action, opt, None))
        return out

    def _match(self, action, letters):
        m = _re.match(_nargs_pattern(action), letters)
        if m is None:
            nargs = action.nargs
            if nargs is None:
                msg = "expected one argument"
            elif nargs == OPTIONAL:
                msg = "expected at most one argument"
            elif nargs == ONE_OR_MORE:
                msg = "expected at least one argument"
            else:
                msg = "expected %s argument%s" % (nargs, "s" if nargs != 1 else "")
            raise ArgumentError(action, msg)
        return len(m.group(1))

    def _match_positionals(self, letters):
        # the lengths taken by the longest run of positionals that match
        for n in range(len(self.positionals), 0, -1):
            pattern = "".join(_nargs_pattern(a) for a in self.positionals[:n])
            m = _re.match(pattern, letters)
            if m is not None:
                return [len(g) for g in m.groups()]
        return []

    def _take(self, action, strings, option=None):
        self.seen.add(action)
        values = self.p._get_values(action, strings)
        if values is not action.default:
            self.seen_non_default.add(action)
            for other in self.conflicts.get(action, ()):
                if other in self.seen_non_default:
                    raise ArgumentError(action, "not allowed with argument %s" % _action_name(other))
        if values is not SUPPRESS:
            action(self.p, self.ns, values, option)

    def _consume_positionals(self, start):
        counts = self._match_positionals(self.letters[start:])
        for action, n in zip(self.positionals, counts):
            self._take(action, self.strings[start:start + n])
            start += n
        self.positionals = self.positionals[len(counts):]
        return start

    def _consume_option(self, start):
        action, option, explicit = self.options[start]
        chars = self.p.prefix_chars
        taken = []
        while True:
            if action is None:
                self.extras.append(self.strings[start])
                return start + 1
            if explicit is None:
                first = start + 1
                n = self._match(action, self.letters[first:])
                taken.append((action, self.strings[first:first + n], option))
                stop = first + n
                break
            n = self._match(action, "A")
            if n == 0 and option[1] not in chars and explicit != "":
                # -xyz: the flag -x, then -yz
                taken.append((action, [], option))
                option = option[0] + explicit[0]
                if option not in self.p._option_string_actions:
                    raise ArgumentError(action, "ignored explicit argument %r" % explicit)
                action = self.p._option_string_actions[option]
                explicit = explicit[1:] or None
            elif n == 1:
                taken.append((action, [explicit], option))
                stop = start + 1
                break
            else:
                raise ArgumentError(action, "ignored explicit argument %r" % explicit)
        for action, strings, option in taken:
            self._take(action, strings, option)
        return stop

    def run(self):
        start = 0
        last_option = max(self.options) if self.options else -1
        while start <= last_option:
            next_option = min(i for i in self.options if i >= start)
            if start != next_option:
                end = self._consume_positionals(start)
                if end > start:
                    start = end
                    continue
            if start not in self.options:
                self.extras.extend(self.strings[start:next_option])
                start = next_option
            start = self._consume_option(start)
        end = self._consume_positionals(start)
        self.extras.extend(self.strings[end:])
        self._finish()
        return self.ns, self.extras

    def _finish(self):
        p, ns = self.p, self.ns
        missing = []
        for action in p._actions:
            if action in self.seen:
                continue
            if action.required:
                missing.append(_action_name(action))
            elif (isinstance(action.default, str) and hasattr(ns, action.dest)
                  and action.default is getattr(ns, action.dest)):
                setattr(ns, action.dest, p._get_value(action, action.default))
        if missing:
            p.error("the following arguments are required: %s" % ", ".join(missing))
        for group in p._mutually_exclusive_groups:
            if group.required and not any(a in self.seen_non_default for a in group._group_actions):
                names = [_action_name(a) for a in group._group_actions if a.help is not SUPPRESS]
                p.error("one of the arguments %s is required" % " ".join(names))
