import types
import pprint
from collections import Counter, deque, OrderedDict, defaultdict
from dataclasses import dataclass
d = {'name': 'x'*30, 'items': list(range(40)), 'nested': {'a': [1,2,{'b': 'c'*50}], 'z': (1,2,3)}, 'set': {3,1,2}, 'fs': frozenset({5,4})}
pprint.pprint(d)
pprint.pprint(d, width=40)
pprint.pprint(d, indent=4, width=60)
pprint.pprint(d, depth=1)
pprint.pprint(d, compact=True)
pprint.pprint(d, sort_dicts=False)
print(pprint.pformat(list(range(100)), compact=True))
print(pprint.pformat(list(range(30))))
pprint.pprint("a long string " * 10)
pprint.pprint(["a long string " * 10, b"bytes " * 20])
pprint.pprint(Counter("abracadabra" * 3))
pprint.pprint(deque(range(40)))
pprint.pprint(OrderedDict((str(i), i) for i in range(15)))
pprint.pprint(defaultdict(list, {i: [i]*5 for i in range(8)}))
@dataclass
class P:
    x: int
    y: list
pprint.pprint(P(1, list(range(30))))
pprint.pprint([P(1, [1]), P(2, [2])])
l = [1, 2]; l.append(l)
print(pprint.isreadable([1, 'a']))
pp = pprint.PrettyPrinter(width=20)
pp.pprint({'k%d' % i: i for i in range(5)})
print(pp.pformat((1,)))
pprint.pp({'b': 1, 'a': 2})
pprint.pprint([[1,2,3]]*10, width=30)
pprint.pprint({(1,2): 'x', (0,): 'y'})
pprint.pprint(tuple(range(25)))
pprint.pprint([set(range(30))])
pprint.pprint({'x': {'y': {'z': {'w': 1}}}}, depth=2)
pprint.pprint([1.5, None, True, 1])
pprint.pprint({'text': 'line one\nline two\n' * 5, 'k': 'word ' * 30}, width=50)
pprint.pprint(types.SimpleNamespace(a=1, b=list(range(30)), c='x'))
pprint.pprint(types.MappingProxyType({'a': list(range(30))}))
pprint.pprint([b'', bytearray(b'abc' * 30)])
pprint.pprint(list(range(10)), width=1)
pprint.pprint({}); pprint.pprint([]); pprint.pprint(()); pprint.pprint(set()); pprint.pprint(frozenset())
pprint.pprint([[[[[1]]]]], depth=3)
class R:
    def __repr__(self): return 'R' * 100
pprint.pprint([R(), R()])
print(pprint.pformat({'a': 1}, width=1))
pprint.pprint(range(100))
pprint.pprint({'z': 1, 'a': {'y': 2, 'b': 3}}, sort_dicts=True)
pprint.pprint(sorted({1.5: 2, 1: 3}.items()))
pprint.pprint({1: 'a', 'b': 2, None: 3, (1,): 4})
