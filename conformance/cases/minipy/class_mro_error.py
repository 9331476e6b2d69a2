class A: pass
class B(A): pass
print("before")
class C(A, B): pass
