def squares(n):
    for i in range(n):
        yield i * i
g = squares(4)
print(type(g).__name__, next(g), next(g), list(g), list(g))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
print([next(f) for _ in range(12)])
def with_return():
    yield 1
    return "done"
it = with_return()
print(next(it))
try:
    next(it)
except StopIteration as e:
    print("StopIteration value:", e.value)
