# pprint beyond the basics: wrappers, chains, cycles, options, subclasses
import pprint
from collections import ChainMap, Counter, OrderedDict, UserDict, UserList, UserString, deque, defaultdict
from dataclasses import dataclass, field

wide = list(range(25))
pprint.pprint(ChainMap({'a': wide}, {'b': 'x' * 70}))
pprint.pprint(ChainMap())
pprint.pprint(UserList(wide))
pprint.pprint(UserDict({'k': wide, 'j': 1}))
pprint.pprint(UserString('word ' * 30))
pprint.pprint([UserString('tiny'), UserList([1]), UserDict()])
pprint.pprint(deque(wide, maxlen=30))
pprint.pprint(deque([]))
pprint.pprint(OrderedDict())
pprint.pprint(defaultdict(int))
pprint.pprint(Counter())
pprint.pprint({'c': Counter({'x': 3, 'y': 10, 'z': 1}), 'pad': 'p' * 60})

# cycles
cyc = [1, 2]
cyc.append(cyc)
def noid(text, *objs):
    for o in objs:
        text = text.replace(str(id(o)), 'ID')
    print(text)
noid(pprint.pformat(cyc), cyc)
print(pprint.isrecursive(cyc), pprint.isreadable(cyc))
noid(pprint.saferepr(cyc), cyc)
d = {'self': None, 'long': 'q' * 80}
d['self'] = d
noid(pprint.pformat(d), d)
print(pprint.PrettyPrinter().isrecursive(d), pprint.PrettyPrinter().isreadable({'a': [1, (2,)]}))
print(pprint.isreadable(object()), pprint.isreadable(1.5), pprint.isreadable({1: 'a'}))

# numbers and options
pprint.pprint([10 ** 12, 1234567, -99999], underscore_numbers=True)
pprint.pprint({'big': 10 ** 30, 'l': list(range(20))}, underscore_numbers=True, width=40)
pprint.pprint(list(range(40)), indent=3, compact=True, width=50)
pprint.pprint({'a': list(range(30)), 'b': {'c': list(range(12))}}, indent=4, width=40)
pprint.pprint(Counter('mississippi' * 9), indent=3, width=30)
pprint.pprint([(1,), (2, 3), ()], width=5)
pprint.pprint([[], {}, ()], width=1)
pprint.pprint(((1, 2, 3),) * 4, width=20, compact=True)
pprint.pprint([['a' * 10] * 3, ['b' * 10] * 3], compact=True, width=30)
pprint.pprint([[1, [2, [3, [4]]]], {'k': {'k': {'k': {}}}}], depth=2)
pprint.pprint((1,), depth=1)
pprint.pprint([(1,)], depth=1)

# subclasses: a container's own repr keeps its flat text
class Tagged(list):
    def __repr__(self):
        return 'Tagged' + list.__repr__(self)
class Plain(dict):
    pass
class FS(frozenset):
    pass
class OD(OrderedDict):
    pass
pprint.pprint([Tagged(range(30))])
pprint.pprint(Plain({i: str(i) * 8 for i in range(8)}))
pprint.pprint(FS(range(22)))
pprint.pprint(OD((str(i), i) for i in range(14)))

# strings and bytes
pprint.pprint('x' * 200)
pprint.pprint({'s': 'alpha beta gamma delta ' * 6}, width=40)
pprint.pprint(['  leading spaces then words ' * 4], width=30)
pprint.pprint(['c ab '], width=8)
pprint.pprint({'k': 'c ab cd'}, width=12)
pprint.pprint(b'0123456789abcdef' * 6)
pprint.pprint(b'0123456789abcdef0' * 6)
pprint.pprint({'b': bytearray(b'xyz' * 40)})
pprint.pprint(['\n'.join(['line %d' % i for i in range(8)])], width=30)

# dataclasses
@dataclass
class Node:
    name: str
    kids: list = field(default_factory=list)
    secret: int = field(default=0, repr=False)
root = Node('root', [Node('a' * 30, [Node('leaf', list(range(12)))]), Node('b')])
pprint.pprint(root)
root.kids.append(root)
noid(pprint.pformat(root, width=40), root)

# a printer that overrides format
class Upper(pprint.PrettyPrinter):
    def format(self, obj, context, maxlevels, level):
        if isinstance(obj, str):
            return repr(obj.upper()), True, False
        return super().format(obj, context, maxlevels, level)
Upper(width=30).pprint({'k': ['abc', 'defg' * 5], 'z': 'end'})

# streams and errors
import io
buf = io.StringIO()
pprint.pprint({'z': 1, 'a': 2}, stream=buf)
pprint.PrettyPrinter(stream=buf, width=10).pprint(list(range(4)))
print(repr(buf.getvalue()))
for kwargs in ({'indent': -1}, {'depth': 0}, {'width': 0}):
    try:
        pprint.PrettyPrinter(**kwargs)
    except ValueError as e:
        print('ValueError:', e)
pprint.pp({'b': [1] * 40, 'a': 0})
