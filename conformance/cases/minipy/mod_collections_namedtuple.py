from collections import namedtuple
Point = namedtuple("Point", ["x", "y"])
p = Point(3, y=4)
print(p, p.x, p[1], p == (3, 4), list(p), p._replace(x=10), Point._fields, p._asdict())
x, y = p
print(x + y, isinstance(p, tuple), len(p))
Color = namedtuple("Color", "r g b")
print(Color(1, 2, 3), sorted([Point(2, 1), Point(1, 2)]))
