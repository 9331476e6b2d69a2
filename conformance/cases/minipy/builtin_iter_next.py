it = iter([1, 2, 3])
print(next(it), next(it), next(it), next(it, "done"))
try:
    next(it)
except StopIteration:
    print("StopIteration raised")
d = {"a": 1, "b": 2}
di = iter(d)
print(next(di), list(di), list(iter("xy")), list(iter(range(2))))
print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed(range(3))), list(reversed((1, 2))))
