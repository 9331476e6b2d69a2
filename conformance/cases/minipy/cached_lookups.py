# Attribute loads the interpreter caches (a class's attribute, a
# module's global), abs and len of what they take quickly, and keyword
# arguments bound to positional parameters: each the same after what
# would invalidate a cache, and with CPython's errors.
import math


class Shape:
    sides = 3

    @staticmethod
    def kind():
        return "static"

    @classmethod
    def make(cls):
        return cls.__name__


def area_count(n):
    total = 0
    for i in range(n):
        total += Shape.sides
        if i == 2:
            Shape.sides = 4
    return total


print(area_count(5), Shape.kind(), Shape.make())


class Square(Shape):
    pass


print(Square.sides, [Square.sides for _ in range(2)])
Shape.sides = 10
print(Square.sides)
Square.sides = 20
print(Square.sides, Shape.sides)


def roots(xs):
    return [math.sqrt(x) for x in xs]


print(roots([4, 9]))
real_sqrt = math.sqrt
math.sqrt = lambda x: -x
print(roots([4, 9]))
math.sqrt = real_sqrt
print(roots([16]))
print([abs(x) for x in [-3, 3, -2.5, 0.0, -0.0, True, -(2 ** 47), 2 ** 47 - 1, -(2 ** 80)]])
print([len(x) for x in ["héllo", [1, 2], (3,), {1: 2}, {5}, range(7)]])


def f(a, b=2, c=3):
    return (a, b, c)


def g(a, /, b):
    return a, b


print(f(1, c=5), f(a=7), f(1, 2, c=9), f(b=0, a=1), f(c=1, b=2, a=3))
for bad in [lambda: f(1, a=2), lambda: f(b=2), lambda: f(1, d=4), lambda: g(a=1, b=2), lambda: f(1, 2, 3, c=4)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)


class P:
    def __init__(self, x, y=0):
        self.x, self.y = x, y

    def moved(self, dx=0, dy=0):
        return P(self.x + dx, self.y + dy)


p = P(1, y=2).moved(dy=5).moved(dx=1)
print(p.x, p.y)
