# itertools.combinations and permutations (issue 37, item 7).
from itertools import combinations, permutations


def run(reps):
    total = 0
    for r in range(reps):
        for a, b, c in combinations(range(20), 3):
            total += a * b - c
        for p in permutations(range(7)):
            total += p[r % 7]
    return total


print(run(300))
