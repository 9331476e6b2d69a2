# random.sample reads a sequence by index, so a huge range costs nothing
# to sample from; sets, dicts and iterators are refused as in CPython;
# counts repeat the population's items.
import random

random.seed(2024)
print(random.sample(range(0xFFFFFFFF), 4))
print(random.sample(range(10**15, 10**16, 7), 2))
print(random.sample("abcdefgh", 3), random.sample((1, 2, 3, 4), 4))
print(random.sample(["red", "blue", "green"], 5, counts=[1, 3, 2]))
for label, bad in [("set", {1, 2, 3}), ("dict", {1: 2, 3: 4}),
                   ("iterator", iter([1, 2, 3])), ("int", 42)]:
    try:
        random.sample(bad, 1)
    except TypeError as e:
        print(label, e)
for k in [-1, 9]:
    try:
        random.sample([1, 2, 3], k)
    except ValueError as e:
        print(k, e)
