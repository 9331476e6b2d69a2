class Key:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __eq__(self, other):
        return isinstance(other, Key) and (self.a, self.b) == (other.a, other.b)
    def __hash__(self):
        return hash((self.a, self.b))
    def __repr__(self):
        return f"Key({self.a}, {self.b})"
d = {Key(1, 2): "first"}
print(d[Key(1, 2)], Key(1, 2) == Key(1, 2), Key(1, 2) != Key(2, 1), Key(1, 2) in [Key(1, 2)], len({Key(1, 1), Key(1, 1)}))
class NoHash:
    def __eq__(self, other):
        return True
print(NoHash() == 5, NoHash.__hash__ is None)
try:
    {NoHash()}
except TypeError as e:
    print("TypeError:", e)
class Plain:
    pass
p = Plain()
print(p == p, p == Plain(), p != Plain())
