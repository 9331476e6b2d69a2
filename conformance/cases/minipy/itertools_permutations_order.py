# itertools.permutations: every r for small pools, in CPython's order,
# with repeated elements, laziness, and r beyond the pool.
from itertools import permutations

for n in range(5):
    for r in range(n + 2):
        ps = list(permutations(range(n), r))
        print(n, r, len(ps), ps[:3], ps[-2:])
print(list(permutations("aab")), list(permutations([1, 2, 3], 0)), list(permutations([], 0)))
it = permutations(range(10), 3)
print(next(it), next(it), next(it), sum(1 for _ in it))
print(list(permutations(range(4), None))[5:9], len(list(permutations(range(8)))))
try:
    permutations(range(3), -1)
except ValueError as e:
    print("ValueError", e)
# every permutation of every r up to n = 7, by checksum
for n in range(8):
    for r in range(n + 1):
        h = 0
        for p in permutations(range(n), r):
            for x in p:
                h = (h * 31 + x + 1) % 1000000007
        print(n, r, h)
