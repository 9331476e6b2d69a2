def accumulator():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total
acc = accumulator()
print(next(acc), acc.send(5), acc.send(10))
try:
    acc.send(None)
except StopIteration as e:
    print("final", e.value)
def guarded():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
g = guarded()
print(next(g))
g.close()
print("closed")
def echo():
    received = yield "ready"
    while True:
        received = yield f"got {received}"
e = echo()
print(next(e), e.send("a"), e.send(42))
