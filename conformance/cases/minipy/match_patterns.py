from dataclasses import dataclass
from collections import namedtuple, OrderedDict, defaultdict, deque
from enum import Enum

@dataclass
class Point:
    x: int
    y: int

class Color(Enum):
    RED = 1
    GREEN = 2

Pt = namedtuple("Pt", "a b")

def describe(v):
    match v:
        case None:
            return "none"
        case True:
            return "true"
        case 0 | 0.0:
            return "zero"
        case int(n) if n < 0:
            return f"negative {n}"
        case int() | float() as num:
            return f"number {num}"
        case "hello" | "hi":
            return "greeting"
        case str(s):
            return f"string {s!r}"
        case []:
            return "empty list"
        case [x]:
            return f"one {x}"
        case [1, 2, *rest]:
            return f"starts 1 2 then {rest}"
        case [first, *_, last]:
            return f"first {first} last {last}"
        case (a, b) if False:
            return "never"
        case {"type": "circle", "r": r}:
            return f"circle {r}"
        case {"type": t, **others}:
            return f"typed {t} {others}"
        case {}:
            return "some mapping"
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=yy):
            return f"on y axis {yy}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return "point"
        case Color.RED:
            return "red"
        case Color():
            return "other color"
        case Pt(a, b=2):
            return f"pt {a}"
        case _:
            return "other"

for v in [None, True, False, 0, 0.0, -5, 7, 2.5, "hello", "x", [], [9], [1, 2, 3, 4], [1, 2], (5, 6, 7), [4, 5],
          {"type": "circle", "r": 3}, {"type": "sq", "side": 2, "c": 1}, {"a": 1}, OrderedDict(type="od"),
          Point(0, 0), Point(0, 5), Point(3, 3), Point(1, 2), Color.RED, Color.GREEN, Pt(1, 2), Pt(1, 3),
          {1, 2}, b"bytes", bytearray(b"x"), range(3), deque([1]), (), "ab", 1+2j]:
    print(repr(v), "->", describe(v))

def cmd(command):
    match command.split():
        case [action]:
            return f"single {action}"
        case ["go", direction] | ["move", direction]:
            return f"going {direction}"
        case ["drop", *objects]:
            return f"dropping {objects}"
        case [action, obj]:
            return f"{action} on {obj}"
        case _:
            return "unknown"
for c in ["look", "go north", "move south", "drop a b c", "get lamp", "a b c d"]:
    print(c, "->", cmd(c))

match 1, 2:
    case (x, y):
        print("tuple subject", x, y)
match {"k": defaultdict(int)}:
    case {"k": {"missing": v}}:
        print("found", v)
    case {"k": dict() as d}:
        print("dict", d)
x = 5
match x:
    case 1:
        print("one")
    case other:
        print("other", other)
print(other)
class M:
    __match_args__ = ("a", "b")
    def __init__(self): self.a, self.b = 1, 2
match M():
    case M(p, q):
        print("M", p, q)
for bad in [lambda: M() , ]:
    pass
def err(v, pat):
    try:
        match v:
            case M(1, 2, 3):
                pass
    except TypeError as e:
        print("TypeError:", e)
err(M(), 0)
try:
    match 5:
        case int(1, 2):
            pass
except TypeError as e: print("TypeError:", e)
try:
    match 5:
        case len():
            pass
except TypeError as e: print("TypeError:", e)
class NoArgs: pass
try:
    match NoArgs():
        case NoArgs(1):
            pass
except TypeError as e: print("TypeError:", e)
def f(n):
    for i in range(n):
        match i % 3:
            case 0:
                continue
            case 1:
                if i > 5:
                    break
            case _:
                pass
        print("i", i)
    return "done"
print(f(10))
def g(v):
    match v:
        case [a, [b, c]]:
            return a + b + c
        case {"x": [1, *rest]}:
            return sum(rest)
    return None
print(g([1, [2, 3]]), g({"x": [1, 4, 5]}), g("nope"), g([1, [2]]))
