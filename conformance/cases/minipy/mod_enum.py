import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
print(Color.RED, repr(Color.RED), f"{Color.RED}", format(Color.RED, ">12"), str(Color.GREEN), Color(2), Color['BLUE'])
print(list(Color), len(Color), Color.CRIMSON is Color.RED, Color.CRIMSON, list(Color.__members__), Color.__members__['CRIMSON'])
print(Color.RED.name, Color.RED.value, Color.RED in Color, 1 in Color if False else "", isinstance(Color.RED, Color), type(Color.RED), Color)
print(repr(Color), Color.__name__, Color.RED == 1, Color.RED == Color.RED, Color.RED != Color.GREEN, hash(Color.RED) == hash(Color.RED))
try: Color(7)
except ValueError as e: print(e)
try: Color['X']
except KeyError as e: print(e)
try: Color.RED = 5
except AttributeError as e: print(e)
try: Color.RED.value = 5
except AttributeError as e: print(e)
class Num(IntEnum):
    ONE = 1
    TWO = 2
print(Num.ONE, repr(Num.ONE), f"{Num.TWO}", Num.ONE + 1, Num.TWO * 3, Num.ONE == 1, sorted([Num.TWO, Num.ONE]), Num(2), format(Num.ONE, "03d"), "%s %d" % (Num.ONE, Num.TWO))
class S(StrEnum):
    A = auto()
    B = "bee"
print(S.A, repr(S.A), S.B, S.B.upper(), f"{S.A}", S.A == "a", S("bee"))
class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RWX = 7
print(Perm.R | Perm.W, repr(Perm.R | Perm.W), Perm.RWX, repr(Perm.RWX), list(Perm), Perm(0), repr(Perm(0)), ~Perm.R, Perm.R in (Perm.R | Perm.X), bool(Perm(0)), list(Perm.R | Perm.X))
print(Perm.RWX & ~Perm.W, Perm(6), Perm.R ^ Perm.RWX, len(Perm), Perm.__members__.keys(), (Perm.R|Perm.W).name, Perm(0).name)
class IP(IntFlag):
    A = auto()
    B = auto()
    C = auto()
print(IP.A | IP.B, repr(IP.A | IP.B), IP.A | 8, repr(IP.A | 8), IP.C + 1, ~IP.A, repr(~IP.A), IP(0), repr(IP(0)), list(IP), f"{IP.B}")
class Auto(Enum):
    X = auto()
    Y = auto()
    Z = 10
    W = auto()
print(list(Auto), [m.value for m in Auto])
class Lower(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()
    A = auto()
    B = auto()
print([m.value for m in Lower])
try:
    @unique
    class U(Enum):
        A = 1
        B = 1
except ValueError as e: print(e)
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
print(Planet.EARTH.value, Planet.EARTH.mass, round(Planet.EARTH.surface_gravity, 2), repr(Planet.MERCURY))
class Shape(Enum):
    SQUARE = 2
    CIRCLE = 3
    @classmethod
    def default(cls): return cls.SQUARE
    def describe(self): return f"{self.name} has {self.value}"
    def __str__(self): return "Shape:" + self.name
print(Shape.default(), Shape.CIRCLE.describe(), f"{Shape.SQUARE}", repr(Shape.SQUARE))
Animal = Enum('Animal', 'ANT BEE CAT')
print(list(Animal), Animal.BEE.value, repr(Animal))
A2 = Enum('A2', [('X', 10), ('Y', 20)])
print(list(A2), A2(20))
A3 = IntEnum('A3', {'P': 5, 'Q': 6})
print(list(A3), A3.P + 1)
class Missing(Enum):
    A = 1
    @classmethod
    def _missing_(cls, value):
        return cls.A
print(Missing(99))
class MixStr(str, Enum):
    X = "x"
    Y = "y"
print(MixStr.X, repr(MixStr.X), f"{MixStr.X}", MixStr.X == "x", MixStr.X.upper(), "%s" % MixStr.Y)
class MixInt(int, Enum):
    A = 1
print(MixInt.A, repr(MixInt.A), f"{MixInt.A}", MixInt.A + 1)
d = {Color.RED: "r", Num.ONE: "one"}
print(d[Color.RED], d[1], Color.RED.__class__.__name__, dir(Color.RED)[:3] if False else "")
print(Color.__members__.items() if False else "", sorted(Color, key=lambda c: c.value, reverse=True))
print(enum.Enum.__members__ if False else "", isinstance(Color, enum.EnumMeta), isinstance(Color, enum.EnumType), issubclass(Num, int))
try:
    class Sub(Color): pass
except TypeError as e: print(e)
class Base(Enum):
    def hello(self): return "hi " + self.name
class Derived(Base):
    K = 1
print(Derived.K.hello())
try:
    class Dup(Enum):
        A = 1
        A = 2
except TypeError as e: print(e)
class WithIgnore(Enum):
    _ignore_ = ['tmp']
    tmp = 5
    A = 1
print(list(WithIgnore))
print(Color.RED.__reduce_ex__(2) if False else "", Color._member_map_ == Color.__members__, Color._value2member_map_[2])
print(Perm.R.value, Perm(4) is Perm.R, Perm.W < Perm.R if False else "", max(Num), min(Color, key=lambda c: c.value))
class N(Enum):
    name_ = 1
    value_ = 2
print(N.name_.name, N.value_.value)
print(reversed(list(Color)) and list(reversed(Color)))
print(Color.RED._name_, Color.RED._value_, Num.ONE.real, IP.A.bit_length())
class Ordered(Enum):
    _order_ = 'B A'
    B = 2
    A = 1
print(list(Ordered))
class Weekday(Flag):
    MON = auto(); TUE = auto(); WED = auto(); THU = auto(); FRI = auto(); SAT = auto(); SUN = auto()
    WEEKEND = SAT | SUN
print(Weekday.WEEKEND, list(Weekday.WEEKEND), Weekday.MON | Weekday.SUN, repr(~Weekday.WEEKEND), Weekday(3))
try: Weekday(256)
except ValueError as e: print(e)
import enum, json
from enum import Enum, IntEnum, Flag, auto
from dataclasses import dataclass
class Suit(Enum):
    HEARTS = "♥"
    SPADES = "♠"
    def __lt__(self, other):
        return self.value < other.value
@dataclass
class Card:
    suit: Suit
    rank: int
c = Card(Suit.HEARTS, 5)
print(c, sorted([Suit.SPADES, Suit.HEARTS]))
class Color(Enum):
    RED = 1
    GREEN = 2
try: Color.RED < Color.GREEN
except TypeError as e: print(e)
print(hasattr(Color, "RED"), getattr(Color, "GREEN"), [(k, v) for k, v in Color.__members__.items()])
print(json.dumps({"c": IntEnum("X", "A B").B}), Color.RED.__class__, type(Color.RED).__name__)
class Status(str, Enum):
    OK = "ok"
print(json.dumps([Status.OK]), Status.OK.value, Status("ok"), Status.OK.name)
class Prio(IntEnum):
    LOW = auto()
    HIGH = auto()
print(Prio.HIGH > Prio.LOW, Prio.HIGH == 2, max(Prio), list(map(int, Prio)), Prio.LOW.value, [p.name for p in sorted(Prio, reverse=True)])
print({Color.RED: 1}.get(Color.RED), Color.RED in {Color.RED}, str(Color), Color.__qualname__)
class Animal(Enum):
    DOG = 1
    CAT = 2
    @property
    def sound(self):
        return {Animal.DOG: "woof", Animal.CAT: "meow"}[self]
    @staticmethod
    def all_names():
        return [a.name for a in Animal]
print(Animal.DOG.sound, Animal.all_names(), Animal["CAT"].sound)
class F(Flag):
    A = auto()
    B = auto()
    AB = A | B
print(F.AB, list(F), F.A | F.B is F.AB, repr(F.A & F.B), F(3))
x = Color.RED
print(x is Color(1), x.value + 10, f"{x!r}", f"{x.name:>6}|", "%r" % x)
print(enum.Enum("Dyn", {"a": 1}).a, Color.__members__.get("RED"))
import copy
print(copy.copy(Color.RED) is Color.RED, copy.deepcopy([Color.GREEN])[0] is Color.GREEN)
print(dir(Color))
print(dir(Color.RED))
