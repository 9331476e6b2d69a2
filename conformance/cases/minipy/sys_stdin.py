# sys.stdin reads the program's input; the three streams are
# TextIOWrappers
import sys
import collections

print(sys.stdin, sys.stdout, sys.stderr)
print(type(sys.stdin), type(sys.stdin) is type(sys.stdout))
print(repr(sys.stdin.readline()))
print(input())
print(repr(sys.stdin.read()))
print(repr(sys.stdin.readline()))
try:
    sys.stdin.write("x")
except OSError:
    print("OSError")
print(collections.OrderedDict, type(collections.defaultdict(int)))
