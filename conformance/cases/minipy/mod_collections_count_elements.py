# Counter counts through _count_elements, which uses the dict's own
# get and store unless the mapping's class overrides them, and never
# calls __missing__ then.
import collections
from _collections import _count_elements

print(collections.Counter("mississippi").most_common())
print(collections.Counter([1, 1.0, True, 2]))


class Scaled(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 10)


class Missing(dict):
    def __missing__(self, k):
        return 100


class Getter(dict):
    def get(self, k, default=None):
        return 5


for cls in (dict, Scaled, Missing, Getter):
    d = cls()
    _count_elements(d, "abca")
    print(cls.__name__, sorted(d.items()))

c = collections.Counter(a=3)
c.update("aab")
print(c)
try:
    _count_elements({}, [[1]])
except TypeError as e:
    print(e)
