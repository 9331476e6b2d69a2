# set.intersection and remove+add (issue 37, item 7).
a = set(range(0, 60, 2))
b = set(range(0, 60, 3))


def run(reps):
    total = 0
    s = set(range(50))
    for r in range(reps):
        total += len(a.intersection(b))
        total += len(a & b)
        k = r % 50
        s.remove(k)
        s.add(k + 50 * (r % 2))
        s.discard(k + 50)
        s.add(k)
    return total + len(s)


print(run(300000))
