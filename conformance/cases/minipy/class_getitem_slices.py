class Seq:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, key):
        if isinstance(key, slice):
            return ("slice", key.start, key.stop, key.step, key.indices(self.n))
        if key >= self.n:
            raise IndexError("Seq index out of range")
        return key * 10
s = Seq(5)
print(s[2], s[1:4], s[::-1], s[:], s[-2:], slice(1, 5, 2), repr(slice(None)))
print(list(s), 30 in s, 35 in s)
