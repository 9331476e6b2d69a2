def inner(n):
    for i in range(n):
        yield i
    return n * 10
def outer():
    r = yield from inner(3)
    print("inner returned", r)
    yield from "ab"
    yield from [True, None]
print(list(outer()))
def flatten(x):
    for item in x:
        if isinstance(item, list):
            yield from flatten(item)
        else:
            yield item
print(list(flatten([1, [2, [3, [4, []]], 5], [[6]]])))
