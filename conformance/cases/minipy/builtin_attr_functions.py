class Obj:
    cls_attr = "class"
o = Obj()
setattr(o, "dyn", 42)
print(getattr(o, "dyn"), getattr(o, "cls_attr"), getattr(o, "missing", "default"), hasattr(o, "dyn"), hasattr(o, "x"))
print(hasattr(o, "dyn"), callable(getattr), callable(o), callable(Obj), callable("s".upper))
try:
    getattr(o, "missing")
except AttributeError as e:
    print("AttributeError:", e)
print(type(o).__name__, type(3.0).__name__, type([]).__name__, type(print).__name__, type(len), type(Obj))
