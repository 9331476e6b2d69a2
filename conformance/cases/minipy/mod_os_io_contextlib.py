import os, os.path, io, sys
from os.path import join, basename
print(os.sep, repr(os.linesep), os.name, os.path.join("a", "b", "/c", "d"), os.path.split("/a/b/c.txt"), os.path.splitext("x/y.tar.gz"), os.path.basename("/p/q"), os.path.dirname("/p/q"), os.path.normpath("a//b/../c/./d"), os.path.isabs("/x"))
print(os.getenv("NO_SUCH_VAR_X"), os.getenv("NO_SUCH", "dflt"), type(os.environ).__name__, os.environ.get("NOPE", 1))
os.environ["MPY_TEST"] = "v"; print(os.getenv("MPY_TEST"), os.environ.pop("MPY_TEST"), os.getenv("MPY_TEST"))
print(os.path.exists("/"), os.path.isdir("/"), os.path.isfile("/"), os.path.exists("/nonexistent/x"), isinstance(os.getcwd(), str), isinstance(os.listdir("/"), list))
try: os.listdir("/nonexistent")
except FileNotFoundError as e: print(type(e).__name__, e.errno, e.strerror, e.filename, e)
try: os.stat("/nonexistent")
except OSError as e: print(e)
print(os.path.commonprefix(["/usr/lib", "/usr/local"]), os.path.relpath("/a/b/c", "/a"), join("x", "y"), basename("a/b"))
s = io.StringIO(); s.write("hello\nworld\n"); print(repr(s.getvalue()), s.tell()); s.seek(0); print(s.readline(), s.read(), list(io.StringIO("a\nb")))
print("to stringio", file=s); print(repr(s.getvalue()[-12:]))
b = io.BytesIO(b"abc"); b.seek(0, 2); b.write(b"def"); print(b.getvalue(), b.tell())
old = sys.stdout; sys.stdout = io.StringIO(); print("captured"); cap = sys.stdout.getvalue(); sys.stdout = old; print(repr(cap))
from contextlib import redirect_stdout, suppress, contextmanager
f = io.StringIO()
with redirect_stdout(f):
    print("inside")
print(repr(f.getvalue()))
with suppress(KeyError):
    {}["x"]
@contextmanager
def tag(n):
    print("<%s>" % n); yield n; print("</%s>" % n)
with tag("b") as t: print(t)
