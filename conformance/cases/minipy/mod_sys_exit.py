import sys
print("argv length", len(sys.argv), sys.maxsize)
sys.stdout.write("written directly\n")
n = sys.stdout.write("abc")
print("", n)
sys.exit(3)
print("not reached")
