def make_multipliers():
    return [lambda x, i=i: x * i for i in range(4)]
print([m(2) for m in make_multipliers()])
def counter_factory():
    counts = {}
    def count(word):
        counts[word] = counts.get(word, 0) + 1
        return counts[word]
    return count
c = counter_factory()
for w in "a b a c a b".split():
    c(w)
print(c("a"), c("z"))
def outer(n):
    def rec(k):
        return 1 if k <= 1 else k * rec(k - 1)
    return rec(n)
print(outer(10))
