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
