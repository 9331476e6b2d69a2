from collections import defaultdict
counts = defaultdict(int)
for w in "the cat and the hat and the bat".split():
    counts[w] += 1
print(dict(counts), counts["missing"], len(counts))
groups = defaultdict(list)
for n in range(10):
    groups[n % 3].append(n)
print(dict(groups), sorted(groups.keys()))
nested = defaultdict(lambda: defaultdict(int))
nested["a"]["x"] += 2
print(nested["a"]["x"], "b" in nested)
