# open, more: print(file=...), a newline argument on write and read, a
# file written and never closed, r+ iterated then written, and UTF-16.
import os
d = "/tmp/o2_case_%d_%s" % (os.getpid(), os.urandom(6).hex())
os.makedirs(d)
p = os.path.join(d, "a.txt")
f = open(p, "w", newline="\r\n")
print("x", 1, file=f)
print("y", file=f, end="!\n")
f.close()
print(open(p, "rb").read(), repr(open(p)).replace(d, "D"), repr(open(p, "rb")).replace(d, "D"))
open(p, "w").write("unclosed\n")
print(open(p).read(), end="")
with open(p, "r+") as f:
    for i, line in enumerate(f):
        print(i, repr(line))
    print(f.tell(), f.write("more"), f.tell())
print(open(p).readlines(), open(p, encoding="utf-16", errors="strict").encoding if False else "")
with open(p, "w", encoding="utf-16") as f:
    f.write("wide ü\nline 2\n")
with open(p, encoding="utf-16") as f:
    print(f.readline(), f.read(3), f.read())
print(os.path.getsize(p))
with open(p, "w") as f:
    n = f.write("ab\r\ncd\ref\n")
with open(p, newline="\r") as f:
    print([l for l in f])
with open(p, newline="\r\n") as f:
    print([l for l in f])
with open(p, newline="\n") as f:
    print([l for l in f], f.closed)
print(f.closed, repr(f)[:30])
for n in os.listdir(d):
    os.remove(os.path.join(d, n))
os.rmdir(d)
