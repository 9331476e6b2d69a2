# sys.stdin's lines by iteration, readline and readlines (issue 43, item 12).
import sys
first = sys.stdin.readline()
print(repr(first))
for line in sys.stdin:
    print(repr(line))
    if line.startswith("c"):
        break
print(sys.stdin.readlines())
print(repr(sys.stdin.read()), repr(sys.stdin.readline()))
try:
    next(iter(sys.stdout))
except OSError as e:
    print("not readable", isinstance(e, OSError))
