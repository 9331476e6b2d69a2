class Acc:
    def __init__(self):
        self.items = []
    def __iadd__(self, x):
        self.items.append(x)
        return self
    def __repr__(self):
        return f"Acc{self.items}"
a = Acc()
b = a
a += 1
a += 2
print(a, b, a is b)
class Num:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return Num(self.v + o)
n = Num(1)
m = n
n += 5
print(n.v, m.v, n is m)
