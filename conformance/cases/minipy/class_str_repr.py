class Both:
    def __str__(self):
        return "str form"
    def __repr__(self):
        return "repr form"
class ReprOnly:
    def __repr__(self):
        return "<ReprOnly>"
b, r = Both(), ReprOnly()
print(b, r, str(b), repr(b), [b, r], (b,), {"k": b}, f"{b}|{b!r}|{r}", "%s %r" % (b, b))
print(str(r), format(r), "{}".format(b))
