# an int key meets an equal object of its hash (Fraction(3), a user class), round() passes ndigits to __round__, a negative float to a fractional power is complex
from fractions import Fraction as F
class Same:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return o == self.v
    def __hash__(self): return hash(self.v)
d = {3: "int", -1: "minus one"}
print(d[F(3)], d.get(Same(3)), d.get(Same(-1)), F(3) in d, Same(4) in d)
e = {F(3): "frac", Same(-1): "same"}
print(e[3], e.get(-1), 3 in e, 4 in e, e.get(True))
s = {1, 2, 3}; s.add(F(2)); s.add(Same(3)); print(len(s), sorted(s, key=float if False else (lambda x: 0)) and len(s))
c = {}
for k in [1, F(1), F(2, 2), 2, Same(2)]:
    c[k] = c.get(k, 0) + 1
print(list(c.items()))
class R:
    def __round__(self, n=None): return ("round", n)
    def __eq__(self, o): return o == 2
    def __hash__(self): return hash(2)
print(round(R()), round(R(), 2), round(R(), None))
print(len({R(), 2}), len({2, R()}), {2: 1}.get(R()), {R(): 1}.get(2), 2 == R(), R() == 2)
for b, e in [(-8.0, 1 / 3), (-2.0, 0.5), (-1, 0.5), (-4.0, 1.5), (-8, -0.5)]:
    r = b ** e
    print(type(r).__name__, "%.10g %.10g" % (r.real, r.imag))
