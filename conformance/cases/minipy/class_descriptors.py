# descriptors of a program's classes: __get__, __set__, __delete__ and
# __set_name__
class Typed:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)
        self.key = "_" + name

    def __get__(self, obj, cls):
        if obj is None:
            return self
        return getattr(obj, self.key, "unset")

    def __set__(self, obj, value):
        if not isinstance(value, int):
            raise TypeError("need int")
        setattr(obj, self.key, value)

    def __delete__(self, obj):
        print("delete", self.key)
        delattr(obj, self.key)

class Const:
    def __get__(self, obj, cls):
        return 42

class P:
    x = Typed()
    y = Typed()
    c = Const()

p = P()
print(p.x)
p.x = 5
print(p.x, p._x, type(P.x).__name__)
try:
    p.y = "s"
except TypeError as e:
    print("TypeError", e)
del p.x
print(p.x, p.c, P.c)
p.c = 7  # not a data descriptor: the instance attribute wins
print(p.c)
for i in range(3):
    p.x = i
    print(p.x, end=" ")
print()
