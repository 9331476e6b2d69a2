# operator's dunder aliases, attrgetter over dotted and several names, index's errors
import operator as op
print(sorted(n for n in dir(op) if n.startswith("__") and n.endswith("__") and n not in ("__all__", "__builtins__", "__doc__", "__file__", "__name__", "__loader__", "__package__", "__spec__", "__cached__")))
print(op.__add__ is op.add, op.__not__ is op.not_, op.__and__(6, 3), op.__inv__(5))
class P:
    def __init__(self): self.a = type("Q", (), {"b": 7})()
    x = 1
print(op.attrgetter("x")(P()), op.attrgetter("a.b", "x")(P()), op.attrgetter("a.b")(P()), repr(op.attrgetter("x", "a.b")))
for bad in [lambda: op.attrgetter(1), lambda: op.attrgetter("x", 2), lambda: op.attrgetter("nope")(P())]:
    try: bad()
    except (TypeError, AttributeError) as e: print(type(e).__name__, e)
try: op.index(1.5)
except TypeError as e: print(e)
print(op.index(True), op.attrgetter("x").__reduce__()[1])
