# __new__ is a static method; object.__new__ makes a bare instance
class Point:
    count = 0

    def __new__(cls, *args):
        print("new", cls.__name__, args)
        Point.count += 1
        return super().__new__(cls)

    def __init__(self, x, y):
        print("init", x, y)
        self.x, self.y = x, y

p = Point(1, 2)
print(p.x, p.y, Point.count)
q = Point.__new__(Point)
print(hasattr(q, "x"), isinstance(q, Point))
r = p.__new__(Point, 5)
print(type(r).__name__, Point.count)

class Plain:
    def __init__(self):
        self.ready = True

o = object.__new__(Plain)
print(hasattr(o, "ready"), type(o).__name__)
o.__init__()
print(o.ready)

class Other:
    def __new__(cls):
        return 42
    def __init__(self):
        print("never")

print(Other())
for bad in (1, int, str):
    try:
        object.__new__(bad)
    except TypeError as e:
        print("TypeError", e)
