def nothing():
    pass
def documented():
    """Returns forty-two."""
    return 42
class Empty:
    ...
print(nothing(), documented(), ...)
if True:
    pass
for _ in range(2):
    pass
print(type(Ellipsis).__name__, Ellipsis is ...)
