class Point:
    dims = 2
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
    def norm2(self):
        return self.x ** 2 + self.y ** 2
p = Point(3, 4)
print(p, p.norm2(), p.dims, Point.dims, [p], str(p), repr(p))
p.dims = 3
print(p.dims, Point.dims, type(p).__name__, Point.__name__, isinstance(p, Point))
m = p.norm2
print(m(), Point.norm2(p))
