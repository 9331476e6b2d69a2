# sys.exit(True) is sys.exit(1), silently (issue 43, item 9).
import sys
print("before")
sys.exit(True)
