print(repr([1, "two", 3.0, None, True]), repr((1,)), repr(()), repr({}), repr({"a": [1, {"b": (2,)}]}), repr(set()))
print(repr(range(5)), repr(range(1, 10, 2)), repr(frozenset()), repr([[]]), repr(["it's", 'say "x"']))
print(str([0.1, 1e20, -0.0]), str(("a",)), [print], type(None))
