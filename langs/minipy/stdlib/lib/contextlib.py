"""Utilities for with-statement contexts, with CPython 3.11's behaviour.

The generator context manager decides what the with block's exception
becomes from what the generator raised when it was thrown in (one
rule, _verdict); ExitStack keeps a list of exit functions of one
signature and, when several fail one after another, links each failure
to the previous one as Python would have had they been nested.
"""

import abc as _abc
import sys
from functools import wraps

__all__ = ["asynccontextmanager", "contextmanager", "closing", "nullcontext",
           "AbstractContextManager", "ContextDecorator", "ExitStack",
           "redirect_stdout", "redirect_stderr", "suppress", "chdir"]


def _defines(klass, name):
    # the first class of the MRO with the name decides; None there opts out
    for owner in klass.__mro__:
        if name in owner.__dict__:
            return owner.__dict__[name] is not None
    return False


class AbstractContextManager(_abc.ABC):
    """An abstract base class for context managers."""

    __slots__ = ()

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)

    def __enter__(self):
        return self

    @_abc.abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractContextManager and _defines(C, "__enter__") and _defines(C, "__exit__"):
            return True
        return NotImplemented


class ContextDecorator:
    """A base class that makes a context manager usable as a decorator."""

    def _recreate_cm(self):
        # the context manager for one call of the decorated function
        return self

    def __call__(self, func):
        @wraps(func)
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return inner


def _verdict(raised, value):
    """Whether a with block's exception `value`, thrown into the
    generator, is suppressed, given `raised`, what came out of it: the
    generator stopping suppresses it (unless the exception was a
    StopIteration itself); the same exception coming back, or turned
    into a RuntimeError by PEP 479, propagates as the original (False);
    anything else propagates in its place."""
    if isinstance(raised, StopIteration):
        return raised is not value
    if raised is value:
        return False
    if isinstance(raised, RuntimeError) and isinstance(value, StopIteration) and raised.__cause__ is value:
        return False
    raise raised


class _GeneratorContextManager(ContextDecorator, AbstractContextManager):
    """Helper for @contextmanager decorator."""  # CPython's docstring: programs see it as the default __doc__

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        self.__doc__ = getattr(func, "__doc__", None) or type(self).__doc__

    def _recreate_cm(self):
        return type(self)(self.func, self.args, self.kwds)

    def __enter__(self):
        # a second use of the same object must fail, as in CPython
        del self.args, self.kwds, self.func
        for value in self.gen:
            return value
        raise RuntimeError("generator didn't yield")

    def __exit__(self, typ, value, traceback):
        if typ is None:
            for _ in self.gen:
                raise RuntimeError("generator didn't stop")
            return False
        if value is None:
            value = typ()
        try:
            self.gen.throw(typ, value, traceback)
        except BaseException as raised:
            return _verdict(raised, value)
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    """@contextmanager decorator: a generator function that yields once
    becomes a context manager factory."""
    @wraps(func)
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return helper


def asynccontextmanager(func):
    raise NotImplementedError("asynccontextmanager needs async, which minipy leaves out")


class closing(AbstractContextManager):
    """Context to automatically close something at the end of a block."""

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class nullcontext(AbstractContextManager):
    """A context manager that does nothing (enter_result as its value)."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class _StreamSwap(AbstractContextManager):
    # replaces sys.<stream> for the block (re-entrant: a stack of saved ones)
    stream_name = None

    def __init__(self, new_target):
        self._new_target = new_target
        self._saved = []

    def __enter__(self):
        self._saved.append(getattr(sys, self.stream_name))
        setattr(sys, self.stream_name, self._new_target)
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        setattr(sys, self.stream_name, self._saved.pop())


class redirect_stdout(_StreamSwap):
    """Context manager for temporarily redirecting stdout to another file."""
    stream_name = "stdout"


class redirect_stderr(_StreamSwap):
    """Context manager for temporarily redirecting stderr to another file."""
    stream_name = "stderr"


class suppress(AbstractContextManager):
    """Context manager to suppress the given exceptions."""

    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


class chdir(AbstractContextManager):
    """Non thread-safe context manager to change the current working directory."""

    def __init__(self, path):
        self.path = path
        self._saved = []

    def __enter__(self):
        import os
        self._saved.append(os.getcwd())
        os.chdir(self.path)

    def __exit__(self, *excinfo):
        import os
        os.chdir(self._saved.pop())


def _chain(exc):
    while exc is not None:
        yield exc
        exc = exc.__context__


def _relink(failure, previous, outer):
    """The exit functions run one after another inside one __exit__, so
    Python gave a failure of each the context `outer` (the exception
    __exit__ was called for); a failure happened while `previous` was
    pending, so that becomes its context instead."""
    for link in _chain(failure):
        context = link.__context__
        if context is None or context is previous:
            return
        if context is outer:
            link.__context__ = previous
            return


class ExitStack(AbstractContextManager):
    """A context manager running a stack of callbacks and exits."""

    def __init__(self):
        self._exits = []  # functions of (exc_type, exc, tb), run last first

    def pop_all(self):
        """A new stack with this one's exits (this one left empty)."""
        moved = type(self)()
        moved._exits, self._exits = self._exits, []
        return moved

    def push(self, exit):
        """Add a context manager's __exit__, or an exit function."""
        method = getattr(type(exit), "__exit__", None)
        if method is None:
            self._exits.append(exit)
        else:
            self._exits.append(lambda *exc: method(exit, *exc))
        return exit

    def enter_context(self, cm):
        """Enter cm and push its exit; cm.__enter__()'s result."""
        cls = type(cm)
        enter = getattr(cls, "__enter__", None)
        leave = getattr(cls, "__exit__", None)
        if enter is None or leave is None:
            raise TypeError("'%s.%s' object does not support the context manager protocol"
                            % (cls.__module__, cls.__qualname__))
        result = enter(cm)
        self._exits.append(lambda *exc: leave(cm, *exc))
        return result

    def callback(self, callback, /, *args, **kwds):
        """Push callback(*args, **kwds), run whatever the outcome."""
        def run(exc_type, exc, tb):
            callback(*args, **kwds)
        run.__wrapped__ = callback
        self._exits.append(run)
        return callback

    def close(self):
        """Run the exits now."""
        self.__exit__(None, None, None)

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        outer = sys.exc_info()[1]
        had_exception = exc_details[0] is not None
        suppressed = False
        failure = None  # what an exit raised, to raise in the end
        while self._exits:
            exit = self._exits.pop()
            try:
                if exit(*exc_details):
                    suppressed, failure = True, None
                    exc_details = (None, None, None)
            except BaseException as raised:
                _relink(raised, exc_details[1], outer)
                failure = raised
                exc_details = (type(raised), raised, None)
        if failure is not None:
            # raising here would make `outer` its context again
            context = failure.__context__
            try:
                raise failure
            finally:
                failure.__context__ = context
        return had_exception and suppressed
