# generator.throw(typ, val): val becomes the instance; a sub-iterator's
# own throw method gets the arguments as they were given
def gen():
    while True:
        try:
            yield 1
        except Exception as e:
            print("caught", type(e).__name__, e.args)

g = gen()
next(g)
print(g.throw(ValueError, None))
print(g.throw(ValueError, "msg"))
print(g.throw(KeyError, ("a", "b")))
print(g.throw(ValueError, ValueError(7)))
print(g.throw(TypeError("x"), None))
for args in [(TypeError("x"), 5), (123,), ("s", None)]:
    try:
        g.throw(*args)
    except TypeError as e:
        print("TypeError")

class Sub:
    def __iter__(self):
        return self
    def __next__(self):
        return 0
    def throw(self, *args):
        print("Sub.throw", args)
        if len(args) > 1:
            raise StopIteration("done")
        return 9

def outer():
    r = yield from Sub()
    print("returned", r)
    yield "after"

g = outer()
next(g)
print(g.throw(42))
print(g.throw(ValueError))
print(g.throw(ValueError, 1))

def inner():
    try:
        yield 1
    except ValueError:
        return "inner caught"

def outer2():
    r = yield from inner()
    yield r

g = outer2()
next(g)
print(g.throw(ValueError))
