class Deck:
    def __init__(self):
        self.cards = [f"{r}{s}" for s in "SH" for r in "A23"]
    def __len__(self):
        return len(self.cards)
    def __getitem__(self, i):
        return self.cards[i]
    def __setitem__(self, i, v):
        self.cards[i] = v
    def __delitem__(self, i):
        del self.cards[i]
    def __contains__(self, card):
        return card in self.cards
d = Deck()
print(len(d), d[0], d[-1], d[1:3], "2S" in d, "KS" in d)
d[0] = "JOKER"
del d[1]
print(list(d), [c for c in d if c.endswith("H")], bool(d))
for card in d:
    print(card, end=" ")
print()
