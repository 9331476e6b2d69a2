# platform, gc, keyword, linecache, errno and the standard streams'
# attributes (only what does not depend on the machine is printed).
import errno
import gc
import keyword
import linecache
import platform
import sys

print(platform.system(), platform.machine(), platform.python_version())
print(platform.python_version_tuple(), type(platform.release()).__name__, platform.architecture())
print(platform.uname().system == platform.system(), platform.node() == platform.uname()[1])


class Node:
    pass


def cycle():
    a, b = Node(), Node()
    a.other, b.other = b, a


for i in range(100):
    cycle()
print(gc.collect() > 0, gc.isenabled(), gc.get_threshold())
gc.disable()
print(gc.isenabled())
gc.enable()
gc.set_threshold(100, 5)
print(gc.isenabled(), gc.get_threshold(), len(gc.get_count()))
print(gc.is_tracked(1), gc.is_tracked([]), gc.is_tracked("s"), gc.garbage, gc.DEBUG_LEAK)
try:
    gc.collect(5)
except ValueError as e:
    print("ValueError:", e)

print(keyword.iskeyword("for"), keyword.iskeyword("match"), keyword.issoftkeyword("match"))
print(len(keyword.kwlist), keyword.kwlist[:4], keyword.softkwlist)
print(repr(linecache.getline(__file__, 1)), repr(linecache.getline(__file__, 10000)))
print(linecache.getlines("/no/such/file"))

print(errno.ENOENT, errno.errorcode[errno.ENOENT], errno.errorcode[11], errno.EWOULDBLOCK == errno.EAGAIN)
print(errno.errorcode[35], len(errno.errorcode) > 100)
try:
    open("/no/such/dir/file")
except OSError as e:
    print(e.errno == errno.ENOENT, errno.errorcode[e.errno])

print(sys.stdout.name, sys.stderr.name, sys.stdin.name, sys.stdout.encoding)
print(sys.stderr.errors, sys.stdin.mode, sys.stdout.mode, sys.stdout.closed)
print(sys.stdout.writable(), sys.stdin.readable(), sys.stdout.readable())
print(type(sys.stdout.isatty()).__name__)
