names = ["ann", "bob", "cy"]
for i, n in enumerate(names):
    print(i, n)
print(list(enumerate("ab", start=10)), list(zip(names, [1, 2, 3, 4])), list(zip()), list(zip("ab", "cd", "ef")))
keys, vals = zip(*[("a", 1), ("b", 2)])
print(keys, vals, dict(zip(keys, vals)))
