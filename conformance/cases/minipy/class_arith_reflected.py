class Vec:
    def __init__(self, *c):
        self.c = c
    def __add__(self, o):
        return Vec(*(a + b for a, b in zip(self.c, o.c)))
    def __sub__(self, o):
        return Vec(*(a - b for a, b in zip(self.c, o.c)))
    def __mul__(self, k):
        return Vec(*(a * k for a in self.c))
    def __rmul__(self, k):
        return self * k
    def __neg__(self):
        return Vec(*(-a for a in self.c))
    def __abs__(self):
        return sum(a * a for a in self.c) ** 0.5
    def __truediv__(self, k):
        return Vec(*(a / k for a in self.c))
    def __radd__(self, o):
        return self if o == 0 else NotImplemented
    def __repr__(self):
        return f"Vec{self.c}"
a, b = Vec(1, 2), Vec(3, 4)
print(a + b, b - a, a * 3, 3 * a, -a, abs(b), b / 2, sum([a, b]))
try:
    a + 1
except (TypeError, AttributeError) as e:
    print(type(e).__name__)
try:
    "x" * a
except TypeError as e:
    print("TypeError:", e)
