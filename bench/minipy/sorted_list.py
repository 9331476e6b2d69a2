# sorted() of a 100-element list of ints, many times (issue 37, item 7).
data = [i * 7919 % 1009 for i in range(100)]
words = ["w%d" % (i * 31 % 97) for i in range(100)]


def run(reps):
    total = 0
    for r in range(reps):
        s = sorted(data)
        total += s[r % 100]
        t = sorted(words)
        total += len(t[r % 100])
    return total


print(run(60000))
