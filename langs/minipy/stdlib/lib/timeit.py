"""Time small pieces of code.

A Timer holds a statement and its setup (source text or callables); its
timeit(number) runs the setup once and the statement number times and
returns the seconds that took, on time.perf_counter. The statement runs
in a namespace of its own, or in the globals given.
"""

import time

__all__ = ["Timer", "timeit", "repeat", "default_timer"]

default_number = 1000000
default_repeat = 5
default_timer = time.perf_counter


def _checked(code, name):
    """code, a callable or source text that compiles alone."""
    if callable(code):
        return code
    if not isinstance(code, str):
        raise ValueError("%s is neither a string nor callable" % name)
    compile(code or "pass", "<timeit-src>", "exec")  # its own SyntaxError
    return code


def _indented(src, by):
    return ("\n" + " " * by).join(src.splitlines() or ["pass"])


class Timer:
    """Times stmt after setup, in globals (a fresh namespace by default).

    Source text is compiled into one function whose loop holds the
    statement, so that the time is the statement's and not that of
    starting it once per run; setup and statement share the function's
    local names, as in CPython."""

    def __init__(self, stmt="pass", setup="pass", timer=default_timer, globals=None):
        self.timer = timer
        self._namespace = {} if globals is None else globals
        stmt, setup = _checked(stmt, "stmt"), _checked(setup, "setup")
        body = "_stmt()" if callable(stmt) else _indented(stmt, 8)
        before = "_setup()" if callable(setup) else _indented(setup, 4)
        # laid out as CPython's, so that a traceback names the same
        # function and lines
        src = ("\ndef inner(_it, _timer, _stmt=_stmt, _setup=_setup):\n"
               "    %s\n"
               "    _t0 = _timer()\n"
               "    for _i in _it:\n"
               "        %s\n"
               "    return _timer() - _t0\n") % (before, body)
        local = {"_stmt": stmt, "_setup": setup}
        exec(compile(src, "<timeit-src>", "exec"), self._namespace, local)
        self._timed = local["inner"]

    def timeit(self, number=default_number):
        """Seconds number runs of the statement take (the setup run once
        before them)."""
        return self._timed(range(number), self.timer)

    def repeat(self, repeat=default_repeat, number=default_number):
        """timeit(number), repeat times: a list of the seconds each took."""
        return [self.timeit(number) for _ in range(repeat)]

    def autorange(self, callback=None):
        """The first of 1, 2, 5, 10, 20, 50, ... runs that takes 0.2 s or
        more: (number, seconds)."""
        scale = 1
        while True:
            for k in (1, 2, 5):
                number = k * scale
                took = self.timeit(number)
                if callback is not None:
                    callback(number, took)
                if took >= 0.2:
                    return number, took
            scale *= 10

    def print_exc(self, file=None):
        import traceback
        traceback.print_exc(file=file)


def timeit(stmt="pass", setup="pass", timer=default_timer, number=default_number, globals=None):
    """Timer(stmt, setup, timer, globals).timeit(number)."""
    return Timer(stmt, setup, timer, globals).timeit(number)


def repeat(stmt="pass", setup="pass", timer=default_timer, repeat=default_repeat,
           number=default_number, globals=None):
    """Timer(stmt, setup, timer, globals).repeat(repeat, number)."""
    return Timer(stmt, setup, timer, globals).repeat(repeat, number)
