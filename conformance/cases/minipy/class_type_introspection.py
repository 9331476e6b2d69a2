class Shape:
    sides = 0
    def describe(self):
        return f"{type(self).__name__} with {self.sides} sides ({self.__class__.__name__})"
class Square(Shape):
    sides = 4
s = Square()
print(s.describe(), Shape().describe(), type(s).sides, s.__class__ is Square, Square.__name__)
print(type(s) in (Shape, Square), Square.__bases__ == (Shape,), Shape.__bases__[0] is object)
o1, o2 = object(), object()
print(o1 == o1, o1 == o2, id(o1) == id(o1), id(o1) != id(o2), o1 is not o2)
