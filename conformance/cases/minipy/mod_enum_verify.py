# enum.verify: UNIQUE, CONTINUOUS and NAMED_FLAGS over enums and flags
from enum import Enum, IntEnum, Flag, IntFlag, verify, UNIQUE, CONTINUOUS, NAMED_FLAGS, EnumCheck

# (label, checks, base, members): each enumeration is made by the
# functional API and then decorated
CASES = [
    ('unique_ok', (UNIQUE,), Enum, {'A': 1, 'B': 2}),
    ('unique_bad', (UNIQUE,), Enum, {'A': 1, 'B': 1, 'C': 2, 'D': 2}),
    ('cont_ok', (CONTINUOUS,), IntEnum, {'A': 3, 'B': 4, 'C': 5}),
    ('cont_bad', (CONTINUOUS,), Enum, {'A': 1, 'B': 4, 'C': 7}),
    ('cont_one', (CONTINUOUS,), Enum, {'A': 10}),
    ('cont_long', (CONTINUOUS,), Enum, {'A': 0, 'B': 200}),
    ('flag_cont_ok', (CONTINUOUS,), Flag, {'A': 1, 'B': 2, 'C': 4}),
    ('flag_cont_bad', (CONTINUOUS,), Flag, {'A': 1, 'B': 8, 'C': 64}),
    ('named_ok', (NAMED_FLAGS,), Flag, {'A': 1, 'B': 2, 'AB': 3}),
    ('named_bad_one', (NAMED_FLAGS,), Flag, {'A': 1, 'B': 2, 'ABC': 7}),
    ('named_bad_many', (NAMED_FLAGS,), IntFlag, {'A': 1, 'X': 9, 'Y': 17, 'Z': 48}),
    ('all_checks', (UNIQUE, CONTINUOUS, NAMED_FLAGS), Flag, {'A': 1, 'B': 2, 'C': 4}),
    ('order_matters', (CONTINUOUS, UNIQUE), Enum, {'A': 1, 'B': 1, 'D': 5}),
    ('plain_string_is_no_check', ('one name per value',), Enum, {'A': 1, 'B': 1}),
]
for label, checks, base, members in CASES:
    try:
        cls = verify(*checks)(base('C', members))
        print(label, 'ok', list(cls))
    except (ValueError, TypeError) as e:
        print(label, type(e).__name__ + ':', e)
class NotAnEnum:
    pass
try:
    verify(UNIQUE)(NotAnEnum)
except TypeError as e:
    print('not_enum TypeError:', e)
print(list(EnumCheck), repr(UNIQUE), str(CONTINUOUS))

# what a new enumeration takes from its bases
from dataclasses import dataclass
from enum import StrEnum
@dataclass
class Point:
    x: int
    y: int = 0
class Corner(Point, Enum):
    ORIGIN = 0, 0
    FAR = 9, 9
print(repr(Corner.FAR), Corner.ORIGIN.value, Corner._member_type_.__name__)
class Base(Enum):
    def describe(self):
        return self.name.lower()
class Color(Base):
    RED = 1
print(Color.RED.describe(), Color._member_type_ is object)
class Money(float, Enum):
    CENT = 0.01
    DOLLAR = 1.0
print(repr(Money.CENT), Money.DOLLAR + 1, Money._member_type_ is float)
class Plain:
    pass
class Tagged(Plain, str, Enum):
    A = 'a'
print(repr(Tagged.A), Tagged._member_type_ is str, Tagged.A.upper())
class Planet(Enum):
    def __new__(cls, mass):
        obj = object.__new__(cls)
        obj._value_ = len(cls.__members__) + 1
        obj.mass = mass
        return obj
    EARTH = 5.97
    MARS = 0.642
print(Planet.EARTH.value, Planet.MARS.value, Planet.MARS.mass, Planet(2))
class Level(IntEnum):
    LOW = 1
class Named(StrEnum):
    X = 'x'
print(repr(Level.LOW), repr(Named.X), format(Level.LOW), f'{Named.X}')
def extend_color():
    class Bad(Color):
        BLUE = 2
def wrong_order():
    class Order(Enum, int):
        A = 1
def two_data_types():
    class Mixed(int, str, Enum):
        A = 1
failures = [
    extend_color,
    two_data_types,
    wrong_order,
]
for make in failures:
    try:
        print('made', make())
    except TypeError as e:
        print('TypeError:', str(e).replace("{<class 'str'>, <class 'int'>}", "{<class 'int'>, <class 'str'>}"))
print(list(Enum('Dyn', 'A B', type=int)), Enum('Dyn2', [('P', 'p')], type=str).P.upper())
