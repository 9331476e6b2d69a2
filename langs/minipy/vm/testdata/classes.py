class Animal:
    kind = "animal"
    count = 0
    def __init__(self, name):
        self.name = name
        Animal.count += 1
    def speak(self):
        return f"{self.name} makes a sound"
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r})"

class Dog(Animal):
    kind = "dog"
    def speak(self):
        return super().speak() + " (woof)"

class Puppy(Dog):
    def __init__(self, name, age):
        super().__init__(name)
        self.age = age
    def speak(self):
        return super().speak() + f" age {self.age}"

a, d, p = Animal("cat"), Dog("rex"), Puppy("bit", 1)
for x in (a, d, p):
    print(x, x.kind, x.speak())
print(Animal.count, isinstance(p, Dog), isinstance(d, Puppy), issubclass(Puppy, Animal))
print([c.__name__ for c in Puppy.__mro__])

class A:
    def who(self): return "A"
class B(A):
    def who(self): return "B" + super().who()
class C(A):
    def who(self): return "C" + super().who()
class D(B, C):
    def who(self): return "D" + super().who()
print(D().who(), [k.__name__ for k in D.__mro__])

class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o): return Vec(self.x + o.x, self.y + o.y)
    def __sub__(self, o): return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k): return Vec(self.x * k, self.y * k)
    def __rmul__(self, k): return self * k
    def __eq__(self, o): return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self): return hash((self.x, self.y))
    def __lt__(self, o): return (self.x, self.y) < (o.x, o.y)
    def __len__(self): return 2
    def __getitem__(self, i): return (self.x, self.y)[i]
    def __iter__(self): return iter((self.x, self.y))
    def __repr__(self): return f"Vec({self.x}, {self.y})"
    def __str__(self): return f"<{self.x},{self.y}>"
    def __bool__(self): return bool(self.x or self.y)
    def __neg__(self): return Vec(-self.x, -self.y)
    def __contains__(self, v): return v in (self.x, self.y)
    def __call__(self, k): return self.x * k

v = Vec(1, 2) + Vec(3, 4)
print(v, repr(v), v * 2, 3 * v, -v, len(v), v[0], list(v), 4 in v, v(10))
print(Vec(1, 2) == Vec(1, 2), Vec(1, 2) != Vec(1, 3), sorted([Vec(2, 1), Vec(1, 5)]))
print({Vec(1, 2): "a"}[Vec(1, 2)], bool(Vec(0, 0)), len({Vec(1, 1), Vec(1, 1)}))
x, y = Vec(7, 8)
print(x, y)

class Temp:
    def __init__(self): self._c = 0
    @property
    def c(self): return self._c
    @c.setter
    def c(self, v): self._c = v * 2
    @staticmethod
    def s(a): return a + 1
    @classmethod
    def make(cls): return cls()
t = Temp.make()
t.c = 5
print(t.c, Temp.s(1), t.s(2), type(t).__name__)

class Ctx:
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, et, ev, tb):
        print("exit", et.__name__ if et else None)
        return True
with Ctx() as c:
    print("body")
    raise ValueError("x")
print("after")

class Lazy:
    def __getattr__(self, name):
        return name.upper()
print(Lazy().foo)

class Slotted:
    __slots__ = ("a",)
s = Slotted(); s.a = 1
try:
    s.b = 2
except AttributeError as e:
    print(e)
print(Dog.kind, Dog("z").name)
try:
    Animal("a").nope
except AttributeError as e:
    print(e)
class Empty: pass
print(type(Empty()).__name__, Empty.__name__, str(Empty)[:22])
