class Dyn:
    def __init__(self):
        self.real = "real value"
    def __getattr__(self, name):
        if name.startswith("x_"):
            return name[2:].upper()
        raise AttributeError(f"no {name}")
d = Dyn()
print(d.real, d.x_hello, getattr(d, "x_y"), hasattr(d, "x_z"), hasattr(d, "other"))
try:
    d.other
except AttributeError as e:
    print("AttributeError:", e)
class Rec:
    def __setattr__(self, name, value):
        object.__setattr__(self, name, value * 2)
r = Rec()
r.v = 21
print(r.v)
