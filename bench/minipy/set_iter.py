# Iterating a 9-element set (issue 37, item 7).
s = {3, 1, 4, 15, 9, 26, 5, 35, 8}
f = frozenset([2.5, 7, 11, 100, 64, 3, 1000, 17, 12])


def run(reps):
    total = 0
    for r in range(reps):
        for x in s:
            total += x
        for x in f:
            total += x
    return total


print(run(400000))
