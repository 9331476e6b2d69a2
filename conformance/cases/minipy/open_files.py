# open: text and binary files, read, write and append, the with-statement,
# iteration by lines, seek and tell, newline translation, encodings, and
# the errors CPython raises (OSError subclasses, ValueError, TypeError,
# io.UnsupportedOperation). Files are made in a directory of this
# process's own under /tmp, removed at the end.
import io
import os

d = os.path.join("/tmp", "open_files_case_%d_%s" % (os.getpid(), os.urandom(6).hex()))
os.makedirs(d)
p = os.path.join(d, "notes.txt")

with open(p, "w") as f:
    print(type(f).__name__, f.mode, f.name == p, f.closed, f.writable(), f.readable())
    print(f.write("first line\n"), f.write("second\r\nthird\rfourth"))
    f.writelines(["\n", "five ", "é ü\n"])
print(f.closed)

with open(p) as f:
    print(repr(f.read()))
with open(p, newline="") as f:
    print([line for line in f])
with open(p, "rb") as f:
    data = f.read()
    print(type(f).__name__, f.mode, len(data), data[:12], f.tell())
    print(f.seek(6), f.read(4), f.seek(-3, 2), f.read(), f.seek(0, 1))

with open(p, "a") as f:
    f.write("appended\n")
f = open(p, encoding="utf-8")
print(f.readline(), end="")
print(repr(f.read(7)), repr(f.readline()), f.readlines())
f.close()
print(f.closed)
try:
    f.read()
except ValueError as e:
    print("ValueError:", e)

for mode in ["wb", "ab", "r+b"]:
    with open(os.path.join(d, "data.bin"), mode) as g:
        print(mode, type(g).__name__, g.mode, g.write(bytes(range(65, 70))), g.tell())
with open(os.path.join(d, "data.bin"), "rb") as g:
    print(g.read(), g.read(), list(open(os.path.join(d, "data.bin"), "rb")))

with open(os.path.join(d, "rw.txt"), "w+") as h:
    h.write("abc\ndef\n")
    h.seek(0)
    print(h.readline(), end="")
    h.seek(0, 2)
    h.write("ghi\n")
    h.seek(0)
    print(h.read().split())

with open(os.path.join(d, "latin.txt"), "w", encoding="latin-1") as h:
    h.write("café\n")
print(open(os.path.join(d, "latin.txt"), "rb").read())
try:
    open(os.path.join(d, "latin.txt")).read()
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
print(open(os.path.join(d, "latin.txt"), errors="replace").read(), end="")

errors = [
    lambda: open(os.path.join(d, "missing.txt")),
    lambda: open(d),
    lambda: open(p, "x"),
    lambda: open(p, "rw"),
    lambda: open(p, "q"),
    lambda: open(p, "rb", encoding="utf-8"),
    lambda: open(p, "r", encoding="no-such-codec"),
    lambda: open(p, "w").read(),
    lambda: open(p, "r").write("x"),
    lambda: open(p, "wb").write("text"),
    lambda: open(p, "w").write(b"bytes"),
    lambda: open(3.5),
]
for make in errors:
    try:
        make()
        print("no error")
    except (OSError, ValueError, TypeError, LookupError) as e:
        print(type(e).__name__, isinstance(e, io.UnsupportedOperation), str(e).replace(d, "D"))
try:
    open(os.path.join(d, "missing.txt"))
except FileNotFoundError as e:
    print(e.errno, e.strerror, e.filename == os.path.join(d, "missing.txt"))
names = sorted(os.listdir(d))
print(names)
for name in names:
    os.remove(os.path.join(d, name))
os.rmdir(d)
print(os.path.exists(d))
