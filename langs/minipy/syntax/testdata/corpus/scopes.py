# Scopes: closures, cells, classes, comprehensions, global and nonlocal.
counter = 0


def make_counter():
    count = 0

    def inc(step=1):
        nonlocal count
        count += step
        return count

    def peek():
        return count

    return inc, peek


def chain():
    a = 1

    def middle():
        def inner():
            return a

        return inner

    return middle


def shadow(x):
    def f():
        x = 2
        return x

    return f


def use_global():
    global counter
    counter += 1

    def nested():
        return counter

    return nested


class Base:
    attr = 1
    other = attr + 1
    squares = [i * i for i in range(3)]
    mixed = [attr for _ in range(2)]

    def method(self):
        return attr

    def uses_super(self):
        return super().method()

    def uses_class(self):
        return __class__


def class_in_function(v):
    w = 2

    class Local:
        x = v
        w = 3

        def m(self):
            return v + w

    return Local


def comprehensions(data):
    evens = [x for x in data if x % 2 == 0]
    pairs = {k: v for k, v in zip(data, data)}
    nested = [[y for y in range(x)] for x in data]
    gen = (x + offset for x in data for offset in evens)
    if any((found := x) > 3 for x in data):
        return found
    return evens, pairs, nested, gen


results = [(last := n) for n in range(3)]
lam = lambda a, b=counter: a + b + counter
adder = lambda n: lambda m: n + m


def generator(n):
    for i in range(n):
        yield i
    yield from range(n)


def params(a, b, /, c, *args, d, e=1, **kwargs):
    del a
    try:
        pass
    except Exception as err:
        print(err)
    import os.path
    from sys import argv as av
    with open(c) as fh:
        pass
    for item in args:
        pass
    return b, d, e, kwargs, os, av, fh, item


class _Private:
    __slots__ = ("__hidden",)
    __count = 0

    def __init__(self, __arg):
        self.__hidden = __arg
        _Private.__count += 1

    def __dunder__(self):
        global __module_private
        return __module_private, self.__hidden
