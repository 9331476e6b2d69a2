class Circle:
    def __init__(self, r):
        self._r = r
    @property
    def radius(self):
        return self._r
    @radius.setter
    def radius(self, value):
        if value < 0:
            raise ValueError("negative radius")
        self._r = value
    @property
    def area(self):
        return round(3.14159 * self._r ** 2, 3)
c = Circle(2)
print(c.radius, c.area)
c.radius = 3
print(c.radius, c.area)
try:
    c.radius = -1
except ValueError as e:
    print("ValueError:", e)
try:
    c.area = 5
except AttributeError as e:
    print("AttributeError:", e)
