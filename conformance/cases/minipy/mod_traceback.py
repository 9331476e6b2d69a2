import traceback, sys

def inner(x):
    return 10 // x

def outer(x):
    return inner(x) + 1

try:
    outer(0)
except ZeroDivisionError as e:
    tb = e.__traceback__
    names = []
    while tb is not None:
        names.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
        tb = tb.tb_next
    print(names)
    for fs in traceback.extract_tb(e.__traceback__):
        print(fs.name, fs.lineno, fs.line)
    print("".join(traceback.format_exception_only(type(e), e)), end="")
    print(traceback.format_exc().splitlines()[0])
    print(len(traceback.format_tb(e.__traceback__)))
    print(sys.exc_info()[2] is not None)

try:
    try:
        {}["k"]
    except KeyError:
        raise ValueError("bad value")
except ValueError as e:
    lines = traceback.format_exception(type(e), e, e.__traceback__)
    print(sum("During handling" in l for l in lines), lines[-1], end="")
    te = traceback.TracebackException.from_exception(e)
    print(list(te.format_exception_only()))

try:
    compile("x = = 1", "<s>", "exec")
except SyntaxError as e:
    print(e.msg, e.lineno, e.offset, repr(e.text), e.filename)
    print("".join(traceback.format_exception_only(type(e), e)), end="")

print(traceback.format_exception_only(RuntimeError, RuntimeError()))
print(traceback.format_exception_only(KeyError, KeyError("a")))
s = traceback.extract_stack()
print(s[-1].name, s[-1].lineno, type(s).__name__)
def f():
    return traceback.format_stack()[-1]
print(f().strip().splitlines()[-1])
traceback.print_exc(file=sys.stdout)
