# inspect: BoundArguments' args, kwargs and apply_defaults over every
# parameter kind; getdoc's inheritance
import inspect
def f(a, b=2, /, c=3, *rest, d, e=5, **more): pass
sig = inspect.signature(f)
for args, kw in [((1,), {"d": 4}), ((1, 9, 8, 7, 6), {"d": 4, "z": 0}), ((1,), {"c": 30, "d": 4}), ((1, 2), {"d": 4, "e": 50})]:
    ba = sig.bind(*args, **kw)
    print(ba, ba.args, ba.kwargs)
    ba.apply_defaults()
    print(" ", ba.arguments, ba.args, ba.kwargs)
def g(x, y=1, z=2): pass
ba = inspect.signature(g).bind(1, z=5); print(ba.args, ba.kwargs, ba)
ba = inspect.signature(g).bind_partial(y=3); print(ba.args, ba.kwargs, ba.signature, ba == inspect.signature(g).bind_partial(y=3))
class Base:
    def run(self):
        """Run  the thing.

            Indented detail."""
    @property
    def p(self):
        "property doc"
class Child(Base):
    def run(self): pass
class Documented:
    """Top doc."""
class Plain(Documented): pass
print(repr(inspect.getdoc(Child.run)), repr(inspect.getdoc(Child().run)), repr(inspect.getdoc(Plain)), inspect.getdoc(Base.p), inspect.getdoc(lambda: 0), repr(inspect.getdoc(Child)))
