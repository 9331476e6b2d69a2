# Plain function calls: positional, default and keyword arguments, and a
# recursive call (issue 37, item 7).
def add(a, b):
    return a + b


def scaled(x, k=3):
    return x * k


def depth(n):
    if n == 0:
        return 0
    return depth(n - 1) + 1


def run(reps):
    total = 0
    for i in range(reps):
        total = add(total, i & 7)
        total += scaled(i & 3) + scaled(1, k=i & 1)
        if i & 255 == 0:
            total += depth(50)
    return total


print(run(2000000))
