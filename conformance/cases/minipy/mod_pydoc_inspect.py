class Shape:
    """A shape.

    Has area."""
    sides = 3
    def __init__(self, name):
        "Make it."
        self.name = name
    def area(self, scale=1):
        """Area of the shape."""
        return 0
    @property
    def size(self):
        "The size."
        return 1
    @staticmethod
    def make(): pass
    @classmethod
    def build(cls, x): pass
class Square(Shape):
    def area(self, scale=1): return 4
help(Shape)
help(Square)
def f(a, b=2): pass
help(f)
help(Shape("x").area)
def g(x, *, key=None):
    """Compute.

    Details here.
    """
help(g)
import inspect
print(inspect.signature(g), inspect.signature(Shape), inspect.signature(Shape("q").area), inspect.getdoc(Square.area))
