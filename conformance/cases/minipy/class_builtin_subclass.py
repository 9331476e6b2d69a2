# instances of subclasses of built-in types, and what the class statement
# and object's methods do with them

# a __prepare__ namespace whose __setitem__ sees every name the body sets
class Recorder(dict):
    def __init__(self):
        super().__init__()
        self.order = []
    def __setitem__(self, k, v):
        self.order.append(k)
        super().__setitem__(k, v)
    def __delitem__(self, k):
        self.order.append("del " + k)
        super().__delitem__(k)
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        return Recorder()
    def __new__(mcls, name, bases, ns, **kw):
        print(name, ns.order)
        return super().__new__(mcls, name, bases, dict(ns))
class C(metaclass=Meta):
    x = 1
    y: int = 2
    def f(self): pass
    tmp = 3
    del tmp
    z = x + 1
print(C.z, C.__annotations__)

# int, str, float subclasses as dict keys, in sets, converted back
class I(int): pass
class S(str): pass
class F(float): pass
print({I(1): "a"}.get(1), {1: "b"}[I(1)], I(2) in {2}, S("k") in {"k": 1}, {F(1.5): 1}.get(1.5))
print(type(int(I(3))), type(str(S("x"))), type(float(F(2.0))), int(F(2.7)), float(I(4)))
print(I(5).real, I(5).numerator, F(2.5).imag, "%d %s %x" % (I(10), S("s"), I(255)))

class Loud(str):
    def __str__(self): return "LOUD:" + self.upper()
    def __format__(self, spec): return "fmt(" + spec + ")"
v = Loud("hi")
print(str(v), "%s" % v, f"{v}", f"{v:>5}", format(v, ""), "{}".format(v), v + "!", len(v))

# a built-in class in the MRO hides a later class's method of that name
class Hasher:
    def __hash__(self): return 99
    def __repr__(self): return "Hasher()"
class IH(int, Hasher): pass
print(hash(IH(7)), repr(IH(7)), {IH(7): 1}.get(7))

# object.__setattr__ honours data descriptors; type.__setattr__ works on
# classes of a metaclass that forbids assignment
class P:
    @property
    def v(self): return self._v
    @v.setter
    def v(self, x): self._v = x * 2
    def __setattr__(self, k, x):
        object.__setattr__(self, k, x)
p = P()
p.v = 5
object.__setattr__(p, "w", 1)
print(p.v, p.w)
object.__delattr__(p, "w")
print(hasattr(p, "w"))
class Frozen(type):
    def __setattr__(cls, k, v):
        raise AttributeError("frozen")
    def __delattr__(cls, k):
        raise AttributeError("frozen del")
class Q(metaclass=Frozen):
    a = 1
try:
    Q.a = 2
except AttributeError as e:
    print(e)
type.__setattr__(Q, "a", 3)
print(Q.a)
try:
    del Q.a
except AttributeError as e:
    print(e)

# the descriptors' __get__, __set__ and __delete__
class D:
    @classmethod
    def c(cls): return cls.__name__
    @staticmethod
    def s(): return "static"
    @property
    def p(self): return "prop"
print(D.__dict__["c"].__get__(None, D)(), D.__dict__["s"].__get__(D())(), D.__dict__["p"].__get__(D(), D))
print(D.__dict__["p"].__get__(None, D) is D.__dict__["p"], hasattr(D.__dict__["p"], "__set__"), hasattr(D.__dict__["c"], "__get__"))
try:
    D.__dict__["p"].__set__(D(), 1)
except AttributeError as e:
    print("AttributeError")
