# hasattr of special methods on built-in values: each type has its own (issue 43, item 10).
for v in [1, None, 1.5, "s", [1], (1,), {1: 2}, {1}, True, range(3), len, object()]:
    print(type(v).__name__, [n for n in ['__iter__', '__len__', '__next__', '__index__', '__add__', '__getitem__', '__hash__', '__call__', '__eq__', '__contains__', '__bool__', '__neg__', '__float__', '__int__', '__str__', '__repr__'] if hasattr(v, n)])
print([].__hash__, {}.__hash__, set().__hash__, frozenset().__hash__ is not None)
print((5).__index__(), True.__int__(), (2.5).__int__(), (3).__float__(), (-3).__abs__(), len.__call__([1, 2]))
print(hash((1,)) == (1,).__hash__(), None.__hash__() == hash(None))
