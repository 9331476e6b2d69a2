def nothing():
    pass
def documented():
    """Returns forty-two."""
    return 42
class Empty:
    ...
print(nothing(), documented(), documented.__doc__, Empty.__doc__, ...)
if True:
    pass
for _ in range(2):
    pass
print(type(Ellipsis).__name__, Ellipsis is ...)
