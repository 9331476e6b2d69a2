# An exit code beyond 64 bits ends the program with status 255, as in
# CPython; several arguments are printed as a tuple (issue 43, item 9).
import sys
try:
    raise SystemExit(1, 2)
except SystemExit as e:
    print(e.code)
sys.exit(2**100)
