class MyList(list):
    def total(self):
        return sum(self)
l = MyList([1, 2, 3])
l.append(4)
print(l, len(l), l.total(), l[0], l[1:3], isinstance(l, list), 2 in l, list(l), l == [1, 2, 3, 4])
class Stack(list):
    def __init__(self):
        super().__init__()
        self.pushes = 0
    def push(self, x):
        self.append(x)
        self.pushes += 1
s = Stack(); s.push(1); s.push(2); print(s, s.pop(), s.pushes, bool(s))
class D(dict):
    def __missing__(self, k):
        return k * 2
d = D(a=1); d["b"] = 2; print(d, d["a"], len(d), sorted(d.keys()))
class S(str):
    def shout(self):
        return self.upper() + "!"
x = S("hi"); print(x, x.shout(), len(x), x + "!", x == "hi", "%s" % x, f"{x:>5}")
class I(int):
    def double(self):
        return self * 2
i = I(21); print(i, i.double(), i + 1, i > 20, repr(i))
class T(tuple):
    pass
print(T((1, 2)), T((1, 2))[0], hash(T((1,))) == hash((1,)))
class D(dict):
    def __missing__(self, k):
        return k * 2
d = D(a=1)
print(d["zz"], d)
