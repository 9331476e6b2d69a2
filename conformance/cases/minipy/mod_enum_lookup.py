# Enum(value): lookup, unhashable values, _missing_'s outcomes and errors, EJECT; auto() after mixed values
from enum import Enum, Flag, IntFlag, EJECT, auto
class C(Enum):
    A = 1
    B = [1, 2]
    @classmethod
    def _missing_(cls, value):
        if value == 'raise': raise KeyError('k')
        if value == 'verr': raise ValueError('custom')
        if value == 'bad': return 5
        if value == 'alias': return cls.A
        return None
for v in [1, [1, 2], [3], 9, 'raise', 'verr', 'bad', 'alias', C.A]:
    try:
        r = C(v)
        print('ok', repr(r))
    except Exception as e:
        print(type(e).__name__, e, type(e.__context__).__name__ if e.__context__ else None)
class E(Flag, boundary=EJECT):
    X = 1
    Y = 2
print(E(8), E(3))
class A(Enum):
    P = auto()
    Q = 10
    R = auto()
    S = 'x'
    T = auto()
class B(Enum):
    P = 5
    Q = 2
    R = auto()
class D(Enum):
    P = 'a'
    Q = auto()
print(list(A), list(B), list(D))
