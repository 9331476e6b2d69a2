s = "héllo"
for i, c in enumerate(s):
    print(i, c, ord(c))
print([c.upper() for c in s if c != "l"], "".join(reversed(s)), list(map(ord, "AZ")))
print(sum(1 for c in "mississippi" if c == "s"), {c: s.count(c) for c in s})
