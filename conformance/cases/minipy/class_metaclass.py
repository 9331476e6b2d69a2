class M(type):
    def __new__(mcs, name, bases, ns, **kw):
        print("M.__new__", name, kw)
        cls = super().__new__(mcs, name, bases, ns)
        cls.registered = True
        return cls
    def __init__(cls, name, bases, ns, **kw):
        print("M.__init__", name)
        super().__init__(name, bases, ns)
    def __iter__(cls):
        return iter([1, 2, 3])
    def __len__(cls): return 3
    def __getitem__(cls, k): return k * 2
    def __contains__(cls, x): return x == 1
    def __call__(cls, *a, **k):
        print("calling", cls.__name__, a)
        return super().__call__(*a, **k)
    def __repr__(cls): return "<M " + cls.__name__ + ">"
    @property
    def members(cls): return ["m"]
    def hello(cls): return "hello " + cls.__name__
class A(metaclass=M, flag=1):
    def __init__(self, x): self.x = x
class B(A): pass
print(type(A), type(B), A.registered, list(A), len(A), A[5], 1 in A, 2 in A, A, A.members, A.hello())
b = B(7); print(b.x, type(b).__name__, isinstance(b, A))
class Base:
    subs = []
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
        Base.subs.append(cls.__name__)
class C(Base, tag="c"): pass
class D(Base): pass
print(C.tag, D.tag, Base.subs)
try:
    class E(metaclass=1): pass
except TypeError as e: print("TE", e)
try:
    class F(D, x=1): pass
except TypeError as e: print("TE", e)
class G:
    def __class_getitem__(cls, item): return (cls.__name__, item)
print(G[int])
X = type("X", (object,), {"a": 1, "f": lambda self: self.a + 1})
print(X().f(), X.__name__, X.__module__, X.__qualname__)
class Meta2(type):
    def __instancecheck__(cls, inst): return inst == 42
class Checker(metaclass=Meta2): pass
print(isinstance(42, Checker), isinstance(41, Checker))
class P:
    def __init_subclass__(cls): print("sub", cls.__name__)
class Q(P): pass
print(Q.__mro__, Q.mro(), P.__subclasses__(), int.__subclasses__()[:1])
class Gen:
    def __mro_entries__(self, bases): return (object,)
class H(Gen()): pass
print(H.__bases__, H.__orig_bases__[0].__class__.__name__)
