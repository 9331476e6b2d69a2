@decorator
@decorator.with_args(1, key="v")
def f(a, b=2, *args, c, d=4, **kwargs) -> int:
    """Docstring."""
    return a


def pos_only(a, b, /, c, *, d):
    pass


def defaults(a=1, b=[], c={}, d=(1,), e=lambda: 0):
    return


def star_only(*, a, b=1):
    yield a
    yield
    x = yield b
    y = yield from range(3)
    return (yield)


def annotated(a: int, *args: str, b: "float" = 1.0, **kw: dict) -> None: ...


lam = lambda: None
lam2 = lambda x, y=1, *a, z, **k: (x, y, a, z, k)
lam3 = lambda *, k: k
lam4 = lambda x: lambda y: x + y
f(1, 2, *a, *b, k=1, **d, **e)
f(x for x in y)
f(*args, key=value)
f(a)(b)(c)
f(a,)
f()


class A:
    pass


class B(A, metaclass=Meta, **extra):
    x = 1

    def method(self):
        return super().method()

    @property
    def prop(self):
        return self._p

    @prop.setter
    def prop(self, value):
        self._p = value

    @staticmethod
    def s(): pass

    @classmethod
    def c(cls): return cls


class C(): pass
