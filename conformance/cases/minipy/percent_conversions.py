# % formatting converts operands with __int__, __index__ and __float__;
# int() and float() check what those methods return; slices are not
# hashable in 3.11
class I:
    def __int__(self):
        return 7
class X:
    def __index__(self):
        return 255
class Both:
    def __int__(self):
        return 1
    def __index__(self):
        return 2
class F:
    def __float__(self):
        return 2.5
class Bad:
    def __int__(self):
        return "no"
    def __float__(self):
        return 1

print("%d %i %5d" % (I(), I(), X()))
print("%x %o %#X" % (X(), X(), X()))
print("%d %x" % (Both(), Both()))
print("%.2f %e %g" % (F(), F(), X()))
print(int(I()), int(X()), float(F()))
for fmt in ("%x", "%f", "%d"):
    try:
        print(fmt % I() if fmt != "%d" else fmt % Bad())
    except TypeError as e:
        print("TypeError", e)
for conv in (int, float):
    try:
        conv(Bad())
    except TypeError as e:
        print("TypeError", e)
try:
    {}[1:2] = 3
except TypeError as e:
    print("TypeError", e)
try:
    hash(slice(1, 2))
except TypeError as e:
    print("TypeError", e)
