def outer(a, /, b, *args, c=1, d, **kw):
    counter = 0
    def inner(n=counter):
        nonlocal counter
        counter += n
        return counter
    return inner

def annotated(x: int, *, y: str = "s") -> bool:
    global G
    G = x
    return True

@staticmethod
@outer
def decorated():
    return

def gen(xs):
    yield 1
    got = yield
    yield from xs
    return got

squares = [x * x for x in range(10) if x % 2 if x > 3]
pairs = {(x, y) for x in range(3) for y in range(x)}
table = {k: v for k, v in zip("ab", "cd")}
lazy = sum(x for x in range(10))
