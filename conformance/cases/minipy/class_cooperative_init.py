class Base:
    def __init__(self, **kw):
        print("Base init, leftover:", kw)
class Named(Base):
    def __init__(self, name, **kw):
        print("Named init")
        self.name = name
        super().__init__(**kw)
class Aged(Base):
    def __init__(self, age, **kw):
        print("Aged init")
        self.age = age
        super().__init__(**kw)
class Person(Named, Aged):
    def __init__(self, **kw):
        print("Person init")
        super().__init__(**kw)
p = Person(name="Ada", age=36, extra=True)
print(p.name, p.age, [c.__name__ for c in Person.__mro__])
