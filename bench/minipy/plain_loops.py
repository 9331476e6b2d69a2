# Plain loops: for over range and a while loop with int arithmetic and
# comparisons (issue 37, item 7).
def run(reps):
    total = 0
    for i in range(reps):
        if i % 3 == 0:
            total += i & 255
        else:
            total -= 1
    j = 0
    while j < reps:
        total += j % 7
        j += 1
    return total


print(run(3000000))
