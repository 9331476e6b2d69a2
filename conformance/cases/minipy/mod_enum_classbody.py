# Enum class bodies: members named like properties, tuple auto(), _order_, _ignore_, member()/nonmember(), __init_subclass__, the functional API
import enum
from enum import Enum, IntEnum, StrEnum, Flag, auto


def attempt(label, make):
    try:
        print(label, "->", make())
    except (ValueError, TypeError, AttributeError) as e:
        print(label, "!!", type(e).__name__, e)


class Field(Enum):
    name = 1
    value = 2


print(Field.name, Field.value, Field.name.value, Field.value.name, Field["name"])


class Pair(Enum):
    A = (auto(), "first")
    B = (auto(), "second")
    C = auto()


print(list(Pair))


class Ordered(Enum):
    _order_ = "A B"
    A = 1
    B = 2
    ALIAS = 1


print(list(Ordered), Ordered.ALIAS)


def wrong_order():
    class Bad(Enum):
        _order_ = "B A"
        A = 1
        B = 2


attempt("order", wrong_order)


class Skipping(Enum):
    _ignore_ = "i j"
    i = 3
    j = 4
    K = 5


print(list(Skipping), hasattr(Skipping, "i"))


class Kinds(Enum):
    A = 1
    F = enum.member(len)
    N = enum.nonmember(3)

    def method(self):
        return self.name


print(list(Kinds), Kinds.N, Kinds.A.method(), Kinds.F.value("abc"))


class Watched(Enum):
    def __init_subclass__(cls, **kw):
        print("init_subclass", cls.__name__, list(cls.__members__))
        super().__init_subclass__(**kw)


class Child(Watched):
    X = 1
    Y = 2


def late_gnv():
    class Late(Enum):
        A = auto()

        def _generate_next_value_(name, start, count, last_values):
            return 9


attempt("late gnv", late_gnv)


def reserved():
    class Res(Enum):
        _thing_ = 1


attempt("sunder", reserved)


def twice():
    class Two(Enum):
        A = 1
        A = 2


attempt("twice", twice)
attempt("ignore clash", lambda: Enum("Clash", {"A": 1, "_ignore_": ["A"]}))
attempt("mro", lambda: Enum("M", "mro x"))


def extend():
    class Grand(Child):
        Z = 3


attempt("extend", extend)
attempt("reassign", lambda: setattr(Child, "X", 3))
attempt("delete", lambda: delattr(Child, "X"))

W = Enum("W", "one, two three")
print(list(W), W.two.value, W.__module__)
X = Enum("X", iter([("a", 1), ("b", 1)]))
print(list(X), list(X.__members__.items()))
Y = StrEnum("Y", "aa bb")
print(list(Y), repr(Y.bb), str(Y.bb))
Z = enum.IntFlag("Z", "r w x")
print(list(Z), repr(Z.r | Z.x))
Q = Enum("Q", "a b", module="mymod", qualname="Outer.Q")
print(Q.__module__, Q.__qualname__, repr(Q.a))
N = IntEnum("N", "u v", start=10)
print(repr(N.v), N.v + 1)
B = Flag("B", "a b", boundary=enum.CONFORM)
print(repr(B(7)))
D = Enum("D", {"p": "q", "r": "s"})
print(list(D), D("s"))
print(dir(W), dir(N)[:3], sorted(set(dir(N)) - set(dir(int))))
print(repr(W), repr(Z), len(W), list(reversed(W)), W.one in W)
