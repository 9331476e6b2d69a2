class OnlyIter:
    def __iter__(self):
        return iter([1, 2, 3])
class OldStyle:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return "abc"[i]
print(2 in OnlyIter(), 5 in OnlyIter(), list(OldStyle()), "b" in OldStyle(), "z" in OldStyle())
for ch in OldStyle():
    print(ch, end=";")
print()
