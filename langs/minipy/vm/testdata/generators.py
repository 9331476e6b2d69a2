def count(n):
    i = 0
    while i < n:
        yield i
        i += 1

print(list(count(5)), sum(count(101)))
g = (x * x for x in range(6) if x % 2 == 0)
print(next(g), next(g), list(g))

def inner():
    x = yield 1
    print("got", x)
    yield 2
    return "done"

def outer():
    r = yield from inner()
    print("inner returned", r)
    yield 3

o = outer()
print(next(o))
print(o.send("hello"))
print(next(o))
try:
    next(o)
except StopIteration:
    print("stopped")

def fibs():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
out = []
for v in fibs():
    if v > 100:
        break
    out.append(v)
print(out)
print(list(zip(count(3), "abc")), list(enumerate("xy", 1)))
print(dict((k, v) for k, v in zip("ab", range(2))))
print({x % 3 for x in range(10)}, {x: x * x for x in range(4)})
print(any(x > 3 for x in range(5)), all(x > 3 for x in range(5)))
def g2():
    yield from [1, 2]
    yield from range(3, 5)
print(list(g2()), max(count(7)), min(x for x in [5, 2, 8]))
