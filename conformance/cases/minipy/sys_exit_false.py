# sys.exit(False) is sys.exit(0): a bool is an int (issue 43, item 9).
import sys
print("before")
sys.exit(False)
