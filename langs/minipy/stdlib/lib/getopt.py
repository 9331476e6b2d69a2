"""Command-line options parsed as C's getopt does: getopt (options end at
the first argument that is not one) and gnu_getopt (options and
arguments may be mixed; "+" in front of shortopts or POSIXLY_CORRECT in
the environment stops at the first argument).

shortopts is a string of letters, each followed by ":" if it takes an
argument; longopts a list of names, each ending in "=" if it takes one.
A long option may be abbreviated to any prefix that names one option."""

import os

__all__ = ["GetoptError", "error", "getopt", "gnu_getopt"]


class GetoptError(Exception):
    opt = ""
    msg = ""

    def __init__(self, msg, opt=""):
        self.msg = msg
        self.opt = opt
        Exception.__init__(self, msg, opt)

    def __str__(self):
        return self.msg


error = GetoptError


class _Spec:
    """The options a program accepts."""

    def __init__(self, shortopts, longopts):
        self.short = {}
        for i, c in enumerate(shortopts):
            if c != ":":
                self.short[c] = shortopts[i + 1:i + 2] == ":"
        if isinstance(longopts, str):
            longopts = [longopts]
        self.long = {}
        for name in longopts:
            if name.endswith("="):
                self.long[name[:-1]] = True
            else:
                self.long.setdefault(name, False)

    def long_option(self, given):
        """The full name of the long option given, and whether it takes
        an argument."""
        if given in self.long:
            return given, self.long[given]
        names = [n for n in self.long if n.startswith(given)]
        if not names:
            raise GetoptError("option --%s not recognized" % given, given)
        if len(names) > 1:
            raise GetoptError("option --%s not a unique prefix" % given, given)
        return names[0], self.long[names[0]]

    def take(self, arg, rest, opts):
        """Adds the options of arg (which starts with "-") to opts; rest is
        the arguments after it, of which it returns what it did not use."""
        if arg.startswith("--"):
            given, eq, value = arg[2:].partition("=")
            name, wants = self.long_option(given)
            if wants and not eq:
                if not rest:
                    raise GetoptError("option --%s requires argument" % name, name)
                value, rest = rest[0], rest[1:]
            elif not wants and eq:
                raise GetoptError("option --%s must not have an argument" % name, name)
            opts.append(("--" + name, value))
            return rest
        letters = arg[1:]
        while letters:
            c, letters = letters[0], letters[1:]
            if c not in self.short:
                raise GetoptError("option -%s not recognized" % c, c)
            value = ""
            if self.short[c]:
                if letters:
                    value, letters = letters, ""
                elif rest:
                    value, rest = rest[0], rest[1:]
                else:
                    raise GetoptError("option -%s requires argument" % c, c)
            opts.append(("-" + c, value))
        return rest


def _is_option(arg):
    return arg.startswith("-") and arg != "-"


def getopt(args, shortopts, longopts=[]):
    spec = _Spec(shortopts, longopts)
    opts = []
    args = list(args)
    while args and _is_option(args[0]):
        if args[0] == "--":
            return opts, args[1:]
        args = spec.take(args[0], args[1:], opts)
    return opts, args


def gnu_getopt(args, shortopts, longopts=[]):
    stop_at_first = shortopts.startswith("+") or bool(os.environ.get("POSIXLY_CORRECT"))
    spec = _Spec(shortopts.lstrip("+"), longopts)
    opts, operands = [], []
    args = list(args)
    while args:
        arg = args[0]
        if arg == "--":
            operands += args[1:]
            break
        if _is_option(arg):
            args = spec.take(arg, args[1:], opts)
        elif stop_at_first:
            operands += args
            break
        else:
            operands.append(arg)
            args = args[1:]
    return opts, operands
