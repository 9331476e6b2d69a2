# dir() of objects, classes, modules and the local scope; vars().
class Point:
    dims = 2

    def __init__(self, x, y):
        self.x, self.y = x, y

    def norm(self):
        return abs(self.x) + abs(self.y)


class Point3(Point):
    __slots__ = ("z",)


class Custom:
    def __dir__(self):
        return ["zeta", "alpha", "mid"]


p = Point(1, -2)
print(dir(p))
print([n for n in dir(Point3) if not n.startswith("__")])
print(dir(Custom()))
print(dir(object))


def scope(a, b=2):
    c = a + b

    def inner():
        return c
    print(dir(), sorted(vars()))
    return inner


scope(1)
print(vars(p), vars(Point)["dims"])
import math
print([n for n in dir(math) if n.startswith("f")])
try:
    vars(1)
except TypeError as e:
    print("TypeError:", e)
