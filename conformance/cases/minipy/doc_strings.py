"""The module's docstring."""


def documented(x):
    """Return x doubled.

    More lines.
    """
    return 2 * x


def plain():
    return 1


class Widget:
    """A widget."""

    def method(self):
        "A method."

    @property
    def size(self):
        """The size."""
        return 3


class Bare:
    pass


print(__doc__)
print(repr(documented.__doc__))
print(plain.__doc__, Bare.__doc__, Widget.__doc__, Widget.method.__doc__)
print(Widget().method.__doc__, documented(21))
documented.__doc__ = "changed"
print(documented.__doc__, "__doc__" in Bare.__dict__)
lam = lambda: 0
print(lam.__doc__)
