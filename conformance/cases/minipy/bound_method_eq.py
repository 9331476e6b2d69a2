# bound methods compare and hash by their object and function
class A:
    def f(self):
        return 1
    def g(self):
        return 2
    @classmethod
    def c(cls):
        return cls

a, b = A(), A()
print(a.f == a.f, a.f != a.f, a.f == b.f, a.f == a.g, a.f == None, None != a.f)
print(hash(a.f) == hash(a.f), a.c == A.c, a.c == b.c)
d = {a.f: "f", a.g: "g"}
print(d[a.f], d[a.g], len({a.f, a.f, b.f}))
