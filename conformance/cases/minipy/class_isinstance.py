class A: pass
class B(A): pass
class C: pass
b = B()
print(isinstance(b, A), isinstance(b, (C, A)), isinstance(b, C), isinstance(3, (str, int)), isinstance(True, int))
print(issubclass(B, A), issubclass(B, (C,)), issubclass(bool, int), issubclass(A, object), isinstance(A, type))
print(type(b) is B, type(b) == A, type(3) is int, type("s"), type(None).__name__, type(type).__name__)
print(isinstance(3.0, float), isinstance([], list), isinstance((), tuple), isinstance({}, dict), isinstance(range(1), range))
