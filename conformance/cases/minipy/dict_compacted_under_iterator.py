# A key removed and another added, over and over, while a dict is
# iterated, so that a rebuild compacts the entries under the iterator:
# the loop ends or raises (which depends on the table's layout, so only
# the survival is printed), never an internal error.
seed = 1


def rand(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2**31
    return seed % n


for trial in range(400):
    d = {i: i for i in range(1 + rand(30))}
    n = 1000
    try:
        for k in d:
            for _ in range(rand(5)):
                keys = list(d)
                del d[keys[rand(len(keys))]]
                d[n] = 0
                n += 1
    except RuntimeError:
        pass
print("survived")
