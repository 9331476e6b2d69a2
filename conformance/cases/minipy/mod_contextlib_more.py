# contextlib: what the generator context manager makes of each outcome,
# ExitStack's order, suppression and exception contexts, the small
# context managers, and AbstractContextManager's structural check
import contextlib, io, sys
from contextlib import contextmanager, ExitStack, suppress, closing, nullcontext, redirect_stdout, redirect_stderr, ContextDecorator, AbstractContextManager

@contextmanager
def tag(name, swallow=()):
    print("enter", name)
    try:
        yield name.upper()
    except swallow as e:
        print("swallowed", type(e).__name__)
    finally:
        print("exit", name)

with tag("a") as t: print("body", t)
with tag("b", ValueError): raise ValueError("x")
try:
    with tag("c", KeyError): raise ValueError("y")
except ValueError as e: print("propagated", e)

@contextmanager
def no_yield():
    if False: yield
try:
    with no_yield(): pass
except RuntimeError as e: print(e)
@contextmanager
def twice():
    yield 1
    yield 2
try:
    with twice(): pass
except RuntimeError as e: print(e)
@contextmanager
def keeps_going():
    try: yield
    except ValueError: yield
try:
    with keeps_going(): raise ValueError
except RuntimeError as e: print(e)
@contextmanager
def converts():
    try: yield
    except ValueError as e: raise KeyError("converted") from e
try:
    with converts(): raise ValueError("orig")
except KeyError as e: print(repr(e), repr(e.__cause__))
@contextmanager
def plain(): yield
try:
    with plain(): raise StopIteration("stop")
except StopIteration as e: print("StopIteration kept", e)
def gen_raising_stop():
    yield
try:
    with plain(): next(iter([]))
except StopIteration: print("StopIteration from next kept")
cm = tag("once")
with cm: pass
try:
    with cm: pass
except (AttributeError, RuntimeError) as e: print(type(e).__name__)
print(tag.__name__, type(tag("z")).__name__, tag("doc").__doc__)

@tag("deco")
def decorated(x): print("inside", x); return x * 2
print(decorated(4), decorated(5))

log = []
with ExitStack() as stack:
    for i in range(3):
        stack.callback(log.append, i)
    stack.push(lambda *exc: log.append(("push", exc[0])))
    v = stack.enter_context(nullcontext(42))
    log.append(v)
print(log)

with ExitStack() as stack:
    stack.push(lambda *exc: True)
    raise ValueError("suppressed by exit")
print("after suppressed")

def failing(msg):
    def fail(*exc): raise ValueError(msg)
    return fail
try:
    with ExitStack() as stack:
        stack.push(failing("second"))
        stack.push(failing("first"))
        raise KeyError("body")
except ValueError as e:
    chain = []
    x = e
    while x is not None:
        chain.append(repr(x)); x = x.__context__
    print(chain)
try:
    with ExitStack() as stack:
        stack.push(failing("only"))
except ValueError as e: print(repr(e), e.__context__)

stack = ExitStack()
stack.callback(print, "closed late")
moved = stack.pop_all()
stack.close(); print("stack closed"); moved.close()
try: ExitStack().enter_context(object())
except TypeError as e: print(e)
with ExitStack() as s:
    f = s.enter_context(closing(io.StringIO("data")))
    print(f.read())
print(f.closed)

with suppress(KeyError, IndexError): {}["k"]
with suppress(): pass
try:
    with suppress(KeyError): [][1]
except IndexError: print("IndexError passes")
buf, err = io.StringIO(), io.StringIO()
with redirect_stdout(buf) as target, redirect_stderr(err):
    print("to buffer"); print("to err", file=sys.stderr)
print(repr(buf.getvalue()), repr(err.getvalue()), target is buf)
with nullcontext() as n: print(n)
class Thing:
    def close(self): print("Thing closed")
with closing(Thing()) as th: print(type(th).__name__)

class Timer(ContextDecorator):
    def __enter__(self): print("start"); return self
    def __exit__(self, *exc): print("stop", exc[0].__name__ if exc[0] else None); return False
@Timer()
def work(): print("working")
work()
class Own:
    def __enter__(self): return self
    def __exit__(self, *a): pass
class NoExit:
    def __enter__(self): return self
class Opt(Own):
    __exit__ = None
print(isinstance(Own(), AbstractContextManager), issubclass(NoExit, AbstractContextManager), issubclass(Opt, AbstractContextManager), isinstance(nullcontext(), AbstractContextManager), isinstance(ExitStack(), AbstractContextManager))
class Partial(AbstractContextManager): pass
try: Partial()
except TypeError as e: print(e)
class Full(AbstractContextManager):
    def __exit__(self, *a): return None
with Full() as f: print(type(f).__name__)
print(AbstractContextManager[int])
