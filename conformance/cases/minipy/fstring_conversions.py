class P:
    def __repr__(self):
        return "P()"
    def __str__(self):
        return "a P"
p = P()
s = "héllo"
print(f"{p}|{p!s}|{p!r}|{s!r}|{s!a}|{p!r:>6}|{[1, 'a']}|{(1,)!s}|")
print(f"{'quotes' + '!'}|{3 + 4}|{'{'}|{{}}|{{{s}}}|")
