# A loop over dict.items() (issue 37, item 7).
d = {}
for i in range(200):
    d["k%d" % i] = i
n = {i: i * i for i in range(200)}


def run(reps):
    total = 0
    for r in range(reps):
        for k, v in d.items():
            total += v
        for k, v in n.items():
            total += k ^ v
    return total


print(run(20000))
