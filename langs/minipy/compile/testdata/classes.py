class Base:
    pass

class Point(Base, metaclass=type):
    count: int = 0
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.__x = x
        self.y = y

    @property
    def norm(self):
        return (self.__x ** 2 + self.y ** 2) ** 0.5

    def __repr__(self):
        return f"Point({self.__x}, {self.y})"

class Child(Point):
    def __init__(self):
        super().__init__(0, 0)

    def cls(self):
        return __class__

def factory():
    v = 1
    class Local:
        w = v
        def get(self):
            return v
    return Local

def shadow():
    v = 1
    class C:
        v = 2
        def m(self):
            return v
    return C
