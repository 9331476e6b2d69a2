print(hash(0), hash(1), hash(-1), hash(-2), hash(2**61 - 2), hash(2**61 - 1), hash(2**61), hash(-(2**61)), hash(10**30))
print(hash(1.0), hash(0.5), hash(-0.5), hash(1e300), hash(float("inf")), hash(float("-inf")), hash(2.0**70) == hash(2**70))
print(hash(True), hash(False), hash((1, 2)) == hash((1, 2)), hash(()) == hash(()), hash((1,)) != hash((2,)))
print(hash((1, 2, 3)), hash(()), hash((-1,)), hash(((1, 2), 3.5)))
