class A:
    def who(self):
        return "A"
class B(A):
    def who(self):
        return "B>" + super().who()
class C(A):
    def who(self):
        return "C>" + super().who()
class D(B, C):
    def who(self):
        return "D>" + super().who()
print(D().who(), [k.__name__ for k in D.__mro__])
class X: pass
class Y: pass
class Z(X, Y): pass
class W(Y): pass
class V(Z, W): pass
print([k.__name__ for k in V.__mro__])
