# traceback: folded recursion, limits, chains with cause, context and
# suppression, the two calling conventions, FrameSummary's tuple face,
# StackSummary.from_list and format_list, TracebackException
import traceback, sys, io

def down(n):
    if n == 0:
        raise RecursionError("bottom")
    return down(n - 1)
try:
    down(8)
except RecursionError as e:
    lines = traceback.format_exception(e)
    print(len(lines), [l for l in lines if "repeated" in l])
    print(len(traceback.format_tb(e.__traceback__, limit=2)), len(traceback.format_tb(e.__traceback__, limit=-1)), len(traceback.extract_tb(e.__traceback__)))
    s = traceback.extract_tb(e.__traceback__)
    fs = s[-1]
    print(fs.name, fs.lineno, fs.line, tuple(fs)[1:], fs[2], len(fs), fs == (fs.filename, fs.lineno, fs.name, fs.line), repr(fs).startswith("<FrameSummary file "))
try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise KeyError("k") from z
except KeyError as e:
    out = traceback.format_exception(type(e), e, e.__traceback__)
    print([l for l in out if not l.startswith("  ")])
    print(len(traceback.format_exception(e, chain=False)))
try:
    try:
        int("x")
    except ValueError:
        raise TypeError("t") from None
except TypeError as e:
    print([l for l in traceback.format_exception(e) if not l.startswith("  ")])
try:
    try:
        raise IndexError(0)
    except IndexError:
        raise OSError("no file")
except OSError as e:
    te = traceback.TracebackException.from_exception(e)
    print(type(te.__context__).__name__, te.__context__.exc_type.__name__, str(te), te.exc_type.__name__, list(te.format_exception_only()), len(te.stack))
    buf = io.StringIO(); te.print(file=buf); print(buf.getvalue().count("\n"))
    buf = io.StringIO(); traceback.print_exception(e, file=buf); print(buf.getvalue().splitlines()[-1])
    buf = io.StringIO(); traceback.print_tb(e.__traceback__, file=buf); print(buf.getvalue().splitlines()[0].split(",")[1:])
    print(traceback.format_exception_only(e)[0], end="")
    print(traceback.format_exception_only(type(e), e)[0], end="")
try: traceback.format_exception(ValueError, ValueError())
except ValueError as e: print(e)
try: traceback.format_exception("not an exception")
except TypeError as e: print(e)
class Bad(Exception):
    def __str__(self): raise RuntimeError
print(traceback.format_exception_only(Bad()), traceback.format_exception_only(Bad, Bad("x")))
class Mod(Exception): pass
Mod.__module__ = "pkg.mod"
print(traceback.format_exception_only(Mod("m")), traceback.format_exception_only(ValueError("")), traceback.format_exception_only(SystemExit(3)))
lst = traceback.format_list([("nofile_zz.py", 3, "g", "x = 1"), ("nofile_zz.py", 4, "h", None)])
print(lst)
ss = traceback.StackSummary.from_list([("a.py", 1, "m", "pass")])
print(type(ss).__name__, ss[0].filename, ss.format())
def where():
    st = traceback.extract_stack()
    return [f.name for f in st][-2:], traceback.format_stack()[-1].split(",")[2].strip()
print(where())
buf = io.StringIO(); traceback.print_stack(file=buf); print(buf.getvalue().count("File"))
try:
    exec("x = = 1")
except SyntaxError as e:
    print(traceback.format_exception_only(e))
    print([l for l in traceback.format_exception(e) if "line" in l and "File \"<string>\"" in l])
try: traceback.print_last()
except ValueError as e: print(e)
print(list(traceback.walk_tb(None)), traceback.format_exc())
