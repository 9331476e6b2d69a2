x = 5
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)
a = [0, 1, 2, 3, 4]
del a[1], a[-1]
print(a)
d = {"a": 1, "b": 2}
del d["a"]
print(d)
class C:
    pass
c = C()
c.v = 1
del c.v
print(hasattr(c, "v"))
try:
    del c.v
except AttributeError as e:
    print("AttributeError:", e)
