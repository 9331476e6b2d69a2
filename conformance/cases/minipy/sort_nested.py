# sorts that run inside a sort: a key function and a __lt__ that sort,
# each on lists of other lengths and kinds than the outer one
rows = [[3, 1, 2], [9, 0], [5, 5, 4, 1], [], [2, 8, 1]]
print(sorted(rows, key=lambda r: sorted(r, reverse=True)))
print(sorted(rows, key=lambda r: "".join(sorted(str(x) for x in r))))


class Bag:
    def __init__(self, items):
        self.items = items

    def __lt__(self, other):
        return sorted(self.items)[::-1] < sorted(other.items)[::-1]

    def __repr__(self):
        return "Bag(%r)" % (self.items,)


bags = [Bag(["b", "a"]), Bag(["c"]), Bag(["a", "a", "z"]), Bag([]), Bag(["b", "b"])]
print(sorted(bags))
words = ["pear", "fig", "apple", "kiwi", "banana", "date"] * 5
print(sorted(words, key=lambda w: sorted(w))[:8])
big = [i * 7919 % 1009 for i in range(3000)]
print(sorted(big)[:5], sorted(big, reverse=True)[:5], sorted(map(str, big))[:5])
l = [(x % 3, str(x)) for x in big[:50]]
l.sort()
print(l[:6])
