# Dicts keyed by strs: equal texts in distinct objects find one entry; a
# str subclass key with its own __eq__ and __hash__ is asked.
d = {}
for w in "the cat and the hat and the bat".split():
    d[w] = d.get(w, 0) + 1
print(d)
k1 = "".join(["ab", "c"])
k2 = "a" + "bc"
print(k1 is k2, {k1: 1}[k2], k2 in {k1: 1})

class Loose(str):
    def __eq__(self, other):
        print("eq", str.__repr__(self), repr(other))
        return str.lower(self) == str.lower(other)
    def __hash__(self):
        return hash(str.lower(self))

e = {"abc": 1}
print(e.get(Loose("ABC")), e.get(Loose("abc")), Loose("abc") in e)
f = {Loose("XY"): 2}
print(f.get("xy"), f.get("XY"), "XY" in f)
many = {str(i): i for i in range(100)}
print(sum(many[str(i)] for i in range(100)), many.get("100"), len(many))
