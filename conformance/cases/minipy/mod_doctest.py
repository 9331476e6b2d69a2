# doctest: testmod on a module made at run time (no file: its lines count
# from each function's first line), passing and failing examples, option
# directives, expected exceptions, verbose reports and the summary.
import doctest
import types

SOURCE = '''
"""Module examples.

>>> double(4)
8
"""


def double(x):
    """Twice x.

    >>> double(3)
    6
    >>> double("ab")
    'abab'
    >>> [double(i) for i in range(4)]
    [0, 2, 4, 6]
    >>> print("a\\\\n\\\\nb")
    a
    <BLANKLINE>
    b
    >>> double(None)
    Traceback (most recent call last):
      ...
    TypeError: unsupported operand type(s) for *: 'int' and 'NoneType'
    >>> list(range(30))  # doctest: +ELLIPSIS
    [0, 1, 2, ..., 29]
    >>> print(1,
    ...       2)
    1 2
    >>> double(1) == 2
    True
    """
    return 2 * x


class Counter:
    """Counts.

    >>> c = Counter()
    >>> c.up()
    >>> c.up()
    >>> c.n
    2
    """

    def __init__(self):
        self.n = 0

    def up(self):
        """Adds one.

        >>> Counter().up() is None
        True
        """
        self.n += 1

    @property
    def twice(self):
        """
        >>> Counter().twice
        0
        """
        return 2 * self.n

    @staticmethod
    def zero():
        """
        >>> Counter.zero().n
        0
        """
        return Counter()


def broken():
    """
    >>> broken()
    2
    >>> print("a    b")  # doctest: +NORMALIZE_WHITESPACE
    a b
    >>> print("")
    >>> broken()  # doctest: +SKIP
    7
    >>> 1
    True
    >>> raise KeyError("k")
    Traceback (most recent call last):
    KeyError: 'k'
    >>> raise ValueError("detail")  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ValueError: other detail
    >>> print(list(range(3)))
    [0,  1,  2]
    """
    return 1


def undocumented():
    return 0

__test__ = {"extra": """
>>> double(0)
0
"""}
'''

m = types.ModuleType("demo")
exec(compile(SOURCE, "demo", "exec"), m.__dict__)
print(doctest.testmod(m))
print(doctest.testmod(m, verbose=True))
print(doctest.testmod(m, optionflags=doctest.NORMALIZE_WHITESPACE))
doctest.run_docstring_examples(m.double, m.__dict__, name="double")
doctest.run_docstring_examples(m.broken, m.__dict__, verbose=True, name="broken")
print(doctest.ELLIPSIS, doctest.SKIP, sorted(doctest.OPTIONFLAGS_BY_NAME)[:3])
