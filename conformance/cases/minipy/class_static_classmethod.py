class Temp:
    unit = "C"
    def __init__(self, deg):
        self.deg = deg
    @classmethod
    def from_f(cls, f):
        return cls(round((f - 32) * 5 / 9, 2))
    @staticmethod
    def valid(deg):
        return deg > -273.15
    @classmethod
    def describe(cls):
        return cls.__name__ + " in " + cls.unit
class Kelvin(Temp):
    unit = "K"
t = Temp.from_f(212)
print(t.deg, Temp.valid(-300), t.valid(20), Temp.describe(), Kelvin.describe(), type(Kelvin.from_f(32)).__name__)
