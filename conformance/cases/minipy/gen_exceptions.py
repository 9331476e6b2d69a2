def gen():
    yield 1
    raise ValueError("inside generator")
g = gen()
print(next(g))
try:
    next(g)
except ValueError as e:
    print("caught:", e)
print(next(g, "exhausted after error"))
def catcher():
    while True:
        try:
            yield "waiting"
        except KeyError as e:
            print("generator caught", e)
c = catcher()
next(c)
print(c.throw(KeyError("k1")))
def stop_inside():
    yield 1
    raise StopIteration
try:
    list(stop_inside())
except RuntimeError as e:
    print("RuntimeError:", e)
