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


def _runner(code, name):
    """What runs code: the callable itself, or its source text compiled
    once."""
    if callable(code):
        return code
    if not isinstance(code, str):
        raise ValueError("%s is neither a string nor callable" % name)
    compiled = compile(code or "pass", "<timeit-src>", "exec")
    return compiled


class Timer:
    """Times stmt after setup, in globals (a fresh namespace by default)."""

    def __init__(self, stmt="pass", setup="pass", timer=default_timer, globals=None):
        self.timer = timer
        self._namespace = {} if globals is None else globals
        self._stmt = _runner(stmt, "stmt")
        self._setup = _runner(setup, "setup")

    def _run(self, code):
        if callable(code):
            code()
        else:
            exec(code, self._namespace)

    def timeit(self, number=default_number):
        """Seconds number runs of the statement take (the setup run once
        before them)."""
        self._run(self._setup)
        start = self.timer()
        for _ in range(number):
            self._run(self._stmt)
        return self.timer() - start

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
