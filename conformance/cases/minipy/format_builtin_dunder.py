class Money:
    def __init__(self, cents):
        self.cents = cents
    def __format__(self, spec):
        if spec == "":
            return f"{self.cents / 100:.2f}"
        return f"${self.cents / 100:{spec}}"
    def __str__(self):
        return "Money"
m = Money(12345)
print(format(m), format(m, ">10.1f"), f"{m}", f"{m:,.2f}", "{}".format(m), "{:.0f}".format(m), str(m))
class Plain:
    pass
p = Plain()
print(format(p, "") == str(p) or "differs")
try:
    format(Plain(), "d")
except TypeError as e:
    print("TypeError:", e)
