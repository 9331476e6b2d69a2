for e in (Exception(), Exception("one"), Exception("a", "b"), ValueError(3), KeyError("k"), KeyError("a", "b"), IndexError()):
    print(repr(str(e)), repr(e), e.args)
try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args)
print(Exception("x") == Exception("x"), isinstance(ValueError("v"), BaseException))
