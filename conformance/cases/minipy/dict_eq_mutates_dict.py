# A key's __eq__ that empties the dict while a lookup compares it: the
# lookup starts again and finds nothing (issue 43, item 3).
armed = False


class K:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return 1

    def __eq__(self, other):
        if armed:
            d.clear()
        return False


d = {K(1): 1, K(2): 2, K(3): 3}
armed = True
print(d.get(K(4)))
print(len(d))
armed = False
d = {K(1): 1, K(2): 2}
armed = True
d[K(5)] = 5
print(len(d))
armed = False
d = {K(1): 1, K(2): 2}
armed = True
try:
    del d[K(7)]
except KeyError:
    print("KeyError")
print(len(d))
armed = False
d = {K(1): 1, K(2): 2}
armed = True
print(K(8) in d, len(d))
