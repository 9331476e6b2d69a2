class Empty:
    def __len__(self):
        return 0
class Falsy:
    def __bool__(self):
        return False
class Default:
    pass
for obj in (Empty(), Falsy(), Default()):
    print(type(obj).__name__, bool(obj), "truthy" if obj else "falsy", not obj)
