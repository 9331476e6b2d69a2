# enumerate over a 100-element list, many times (issue 37, item 7).
data = [i * 7 % 101 for i in range(100)]


def run(reps):
    total = 0
    for r in range(reps):
        for i, c in enumerate(data):
            total += i ^ c
    return total


print(run(100000))
