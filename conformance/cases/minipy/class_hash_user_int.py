class K:
    def __init__(self, v): self.v = v
    def __hash__(self): return self.v
    def __eq__(self, o): return self.v == o.v
    def __repr__(self): return "K%d" % self.v
s = {K(2**61), K(2**61 - 1), K(3), K(-1), K(2**62 + 5), K(10**20)}
print([k for k in s], hash(K(-1)), hash(K(2**61)), hash(K(2**63 + 7)), hash(K(10**20)))
print(sorted(hash(K(x)) for x in [2**61 + 1, 2**61 - 2, 2**40 + 3]))
