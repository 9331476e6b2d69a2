# "".join(map(str, ...)) and int/str conversion (issue 37, item 7).
nums = list(range(100))


def run(reps):
    total = 0
    for r in range(reps):
        s = "".join(map(str, nums))
        total += len(s)
        t = ",".join([str(x * r) for x in nums[:20]])
        total += int(t.split(",")[-1])
    return total


print(run(20000))
