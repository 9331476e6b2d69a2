# Branches on values whose truth or next item is the runtime's: the
# instructions a recording splits in two (step's halves).


class Box:
    def __init__(self, items):
        self.items = items

    def __len__(self):
        return len(self.items)


class Flag:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        return self.on


class Bad:
    def __bool__(self):
        raise ValueError("no truth")


class Count:
    def __init__(self, n):
        self.i = 0
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i


class Broken:
    def __iter__(self):
        return self

    def __next__(self):
        raise KeyError("broken")


def pops(xs):
    out = []
    while xs:
        out.append(xs.pop())
    return out


def pick(a, b):
    return (a or b, a and b, not a)


def gen(n):
    for i in Count(n):
        yield i * 10
    return "done"


def outer(n):
    r = yield from gen(n)
    yield r


print(pops([1, 2, 3]), pops(Box([]).items))
for a, b in [([], "x"), ([0], "y"), ("", [1]), ("s", ""), (Box([]), 1), (Box([2]), 2), (Flag(False), 3), (Flag(True), 4), (None, 5), (0, 6), (7, 8)]:
    r = pick(a, b)
    print(type(r[0]).__name__, type(r[1]).__name__, r[2])
print([x for x in Count(4)], sum(Count(5)), list(outer(3)))
print([i for i in gen(2)], [x for x in outer(1) if x])
s = "abc"
t = s and s.upper() or "none"
print(t, "" or [] or 0 or "last", [] and 1)
for thing in [Bad(), Broken()]:
    try:
        if isinstance(thing, Bad):
            print("no" if thing else "yes")
        else:
            for x in thing:
                print(x)
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
try:
    print(Bad() or 1)
except ValueError as e:
    print("or:", e)
n = 0
while Flag(n < 3):
    n += 1
print(n)
