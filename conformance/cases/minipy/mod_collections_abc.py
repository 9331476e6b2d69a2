from collections.abc import *
import collections.abc as cabc, collections
print(isinstance([], Iterable), isinstance([], Sequence), isinstance((), MutableSequence), isinstance({}, Mapping), isinstance({}, MutableMapping), isinstance(set(), Set), isinstance(frozenset(), MutableSet))
print(isinstance(iter([]), Iterator), isinstance((x for x in []), Generator), isinstance(len, Callable), isinstance(1, Hashable), isinstance([], Hashable), isinstance("s", Sized), isinstance(3, Iterable))
class MyIt:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
print(isinstance(MyIt(), Iterator), issubclass(MyIt, Iterable), isinstance(MyIt(), Sized))
class MySeq(Sequence):
    def __init__(self, d): self.d = d
    def __getitem__(self, i): return self.d[i]
    def __len__(self): return len(self.d)
s = MySeq([1, 2, 3]); print(list(s), 2 in s, s.index(3), s.count(1), list(reversed(s)))
class Bad(Mapping): pass
try: Bad()
except TypeError as e: print(e)
class MyMap(MutableMapping):
    def __init__(self): self.d = {}
    def __getitem__(self, k): return self.d[k]
    def __setitem__(self, k, v): self.d[k] = v
    def __delitem__(self, k): del self.d[k]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
m = MyMap(); m.update(a=1, b=2); print(dict(m), m.get("z", 0), list(m.keys()), list(m.items()), m.pop("a"), len(m), m == {"b": 2})
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def perimeter(self): ...
class Sq(Shape):
    def area(self): return 4
    def perimeter(self): return 8
try: Shape()
except TypeError as e: print(e)
print(Sq().area(), isinstance(Sq(), Shape), Shape.__abstractmethods__ == {"area", "perimeter"})
class Half(Shape):
    def area(self): return 1
try: Half()
except TypeError as e: print(e)
class Duck: pass
Shape.register(Duck); print(isinstance(Duck(), Shape), issubclass(Duck, Shape))
print(cabc.Iterable, collections.abc.Sized, Iterable[int], issubclass(collections.OrderedDict, MutableMapping), isinstance(collections.deque(), Sequence))
