# a tuple subclass with a mixin's __init__ is still a tuple made from
# the arguments
class Mixin:
    def __init__(self, *args):
        print("Mixin.__init__", args)

class T1(Mixin, tuple):
    pass

class T2(tuple, Mixin):
    pass

for cls in (T1, T2):
    a = cls()
    b = cls([1, 2, 3])
    print(len(a), len(b), b[1], b == (1, 2, 3), isinstance(b, tuple), list(b))
