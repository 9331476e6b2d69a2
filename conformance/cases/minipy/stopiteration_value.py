# the value of a StopIteration that ends an iterator reaches yield from
# and the built-in next
class Stop:
    def __iter__(self):
        return self

    def __next__(self):
        raise StopIteration(42)

def delegate(it):
    r = yield from it
    print("got", r)

print(list(delegate(Stop())))

def half(x):
    if x < 2:
        return x
    raise StopIteration("from map")

print(list(delegate(map(half, range(5)))))
print(list(delegate(iter([1, 2]))))

try:
    next(Stop())
except StopIteration as e:
    print("next", e.args)
try:
    next(iter([]))
except StopIteration as e:
    print("empty", e.args)
print(next(Stop(), "default"))

class Counter:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        return self.send(None)
    def send(self, v):
        self.n += 1
        if self.n > 3:
            raise StopIteration(self.n * 10)
        return (self.n, v)

g = delegate(Counter())
print(next(g), g.send("a"), g.send("b"))
try:
    g.send("c")
except StopIteration:
    print("done")

print(1 != 2, "a" != "a")
class OnlyEq:
    def __eq__(self, other):
        print("eq called")
        return NotImplemented
class OnlyNe:
    def __ne__(self, other):
        print("ne called")
        return "ne"
print(OnlyEq() != OnlyNe())
print(OnlyNe() != OnlyEq())
x = OnlyEq()
print(x != x)

def returns(v):
    return v
    yield

for name, make in [("enumerate", lambda: enumerate(Stop())), ("zip", lambda: zip(Stop(), [1])),
                   ("map", lambda: map(abs, Stop())), ("filter", lambda: filter(None, Stop())),
                   ("gen", lambda: enumerate(returns(7))), ("none", lambda: enumerate(returns(None)))]:
    try:
        next(make())
    except StopIteration as e:
        print(name, e.args)
print(list(enumerate(Stop())), [x for x in map(abs, Stop())])
