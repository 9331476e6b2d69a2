# __init_subclass__ (an implicit class method) with class keywords,
# __class_getitem__, __mro_entries__ and __set_name__.
class Plugin:
    registry = {}

    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        cls.plugin_name = name or cls.__name__.lower()
        Plugin.registry[cls.plugin_name] = cls


class Csv(Plugin, name="csv"):
    pass


class Json(Plugin):
    pass


print(sorted(Plugin.registry), Csv.plugin_name, Json.plugin_name)
try:
    class Bad(Json, colour="red"):
        pass
except TypeError as e:
    print("TypeError:", e)


class Box:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__}]"


print(Box[int], Box[str])


class Field:
    def __set_name__(self, owner, name):
        self.owner, self.name = owner.__name__, name


class Record:
    first = Field()
    second = Field()


print(Record.first.owner, Record.first.name, Record.second.name)


class Alias:
    def __init__(self, *bases):
        self.bases = bases

    def __mro_entries__(self, bases):
        return self.bases


class Base:
    def hello(self):
        return "hello from " + type(self).__name__


class Derived(Alias(Base)):
    pass


print(Derived.__bases__, Derived().hello(), type(Derived.__orig_bases__[0]).__name__)
print(type("Dyn", (Base,), {"x": 1})().hello(), type(type), type(3) is int)


class Counted(type):
    count = 0

    def __call__(cls, *args, **kwargs):
        Counted.count += 1
        return super().__call__(*args, **kwargs)


class Thing(metaclass=Counted):
    def __init__(self, v):
        self.v = v


class SubThing(Thing):
    pass


things = [Thing(1), SubThing(2), Thing(3)]
print(Counted.count, [t.v for t in things], type(SubThing).__name__)
