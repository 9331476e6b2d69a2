# Flag and IntFlag: pseudo-members, names of combinations, ~ per boundary, negative values, iteration order
from enum import Flag, IntFlag, auto, STRICT, CONFORM, EJECT, KEEP


def attempt(label, make):
    try:
        print(label, "->", make())
    except (ValueError, TypeError) as e:
        print(label, "!!", type(e).__name__, e)


class Perm(IntFlag):
    R = 4
    W = 2
    X = 1


for v in (0, 3, 5, 7, 8, 13, -1, -2, -8):
    attempt("Perm(%d)" % v, lambda: (repr(Perm(v)), str(Perm(v)), Perm(v).name, int(Perm(v))))
print(repr(~Perm.R), repr(~Perm(0)), repr(Perm.R ^ 6), repr(6 & Perm.W), Perm.R + Perm.W)
print(Perm(7) is Perm(7), Perm.R in Perm(6), len(Perm(7)), list(Perm.R | Perm.X))


class Paint(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    YELLOW = RED | GREEN
    WHITE = RED | GREEN | BLUE


for v in range(9):
    attempt("Paint(%d)" % v, lambda: (repr(Paint(v)), str(Paint(v))))
attempt("Paint(-1)", lambda: Paint(-1))
attempt("Paint('red')", lambda: Paint("red"))
attempt("Paint.RED | 1", lambda: Paint.RED | 1)
attempt("1 in Paint.RED", lambda: 1 in Paint.RED)
print(repr(~Paint.RED), repr(~Paint.YELLOW), repr(~Paint.WHITE), repr(~Paint(0)))
print(list(Paint), list(Paint.WHITE), list(Paint.__members__), bool(Paint(0)))


# one flag per boundary, members A = 1 and B = 4
Loose = Flag("Loose", [("A", 1), ("B", 4)], boundary=CONFORM)
Eject = IntFlag("Eject", [("A", 1), ("B", 4)], boundary=EJECT)
Strict = IntFlag("Strict", [("A", 1), ("B", 4)], boundary=STRICT)
Kept = Flag("Kept", [("A", 1), ("B", 4)], boundary=KEEP)

for v in (2, 5, 7, 16, -1, -6):
    for flag in (Loose, Eject, Strict, Kept):
        attempt("%s(%d)" % (flag.__name__, v), lambda: (repr(flag(v)), str(flag(v))))
print(repr(~Loose.A), repr(~Eject.A), repr(~Kept.A), repr(Eject.A | 2))


class Backwards(Flag):
    C = 4
    A = 1
    B = 2


print(list(Backwards(7)), repr(Backwards(7)), list(Backwards))


class Zero(Flag):
    NONE = 0
    ONE = 1


print(repr(Zero(0)), list(Zero), repr(~Zero.ONE), Zero.NONE.name)
