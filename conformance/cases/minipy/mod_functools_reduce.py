from functools import reduce
import functools
print(reduce(lambda a, b: a + b, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 8), 1), reduce(max, [3, 9, 2]))
print(functools.reduce(lambda acc, c: c + acc, "abc", ""), reduce(lambda a, b: a + b, [], 0))
try:
    reduce(lambda a, b: a, [])
except TypeError as e:
    print("TypeError:", e)
