def f(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, sorted(kw.items()))

print(f(1, c=3))
print(f(1, 5, 6, 7, c=3, e=9, d=0))
print(f(*[1, 2, 3], **{"c": 1, "z": 2}))

def counter():
    n = 0
    def inc(k=1):
        nonlocal n
        n += k
        return n
    return inc

c = counter()
c(); c(5)
print(c())

G = 10
def setg():
    global G
    G = G + 1
setg(); setg()
print(G)

square = lambda x: x * x
print(list(map(square, range(5))), list(filter(lambda x: x % 2, range(10))))

def deco(fn):
    def wrapper(*a, **k):
        return "<" + str(fn(*a, **k)) + ">"
    return wrapper

@deco
def hello(name):
    return "hi " + name
print(hello("bob"))

def kwonly(*, x, y=2):
    return x + y
print(kwonly(x=1), kwonly(y=5, x=1))

def gen_closures():
    return [lambda i=i: i * 10 for i in range(3)]
print([g() for g in gen_closures()])

def rec(n):
    return 1 if n == 0 else n * rec(n - 1)
print(rec(20), rec(30))
try:
    f()
except TypeError as e:
    print(e)
try:
    f(1, 2)
except TypeError as e:
    print(e)
try:
    kwonly(1)
except TypeError as e:
    print(e)
try:
    hello("a", "b", "c")
except TypeError as e:
    print(e)
try:
    f(1, c=1, a=2)
except TypeError as e:
    print(e)
def g2(a, b): pass
try:
    g2(1, 2, 3)
except TypeError as e:
    print(e)
try:
    g2(1, z=3)
except TypeError as e:
    print(e)
