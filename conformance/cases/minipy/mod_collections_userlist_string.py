# UserList and UserString: the ABCs they are, their operators and the
# str methods UserString forwards (which results are wrapped)
import copy
from collections import UserList, UserString
from collections.abc import MutableSequence, Sequence, Hashable

ul = UserList([3, 1, 2])
print(isinstance(ul, MutableSequence), isinstance(UserString('x'), Sequence), isinstance(ul, Hashable))
print(ul, len(ul), 1 in ul, ul[0], ul[1:], type(ul[1:]).__name__, ul[::-1])
print(ul + [4], [0] + ul, ul + UserList([9]), ul + (7, 8), type(ul + [4]).__name__, type([0] + ul).__name__)
print(ul * 2, 2 * ul, ul == [3, 1, 2], ul == UserList([3, 1, 2]), ul != [3], ul < [4], ul >= UserList([3]))
try:
    ul < 5
except TypeError as e:
    print('TypeError:', e)
try:
    hash(ul)
except TypeError as e:
    print('TypeError:', e)
ul += (5,)
ul += UserList([6])
ul *= 2
print(ul)
ul.append(0); ul.insert(0, -1); ul.extend(UserList([10])); ul.extend(range(2))
print(ul, ul.pop(), ul.pop(0), ul.count(3), ul.index(5), ul.index(5, 4))
ul.remove(5); ul.sort(); print(ul); ul.sort(key=lambda v: -v); print(ul); ul.reverse(); print(ul)
ul[0] = 100; del ul[1]; ul[2:4] = ['a', 'b', 'c']; print(ul)
ul.clear(); print(ul, bool(ul), UserList(), UserList('abc'), UserList(UserList([1])))
# the MutableSequence mixins
m = UserList([1, 2, 3, 2])
print(list(reversed(m)), m.index(2), list(iter(m)))
class Stack(UserList):
    def push(self, v):
        self.append(v)
s = Stack([1]); s.note = 'n'; s.push(2)
c = copy.copy(s); d = copy.deepcopy(s); e = s.copy()
s.push(3)
print(type(c).__name__, c, c.note, d, d.note, type(e).__name__, e, type(s[:1]).__name__)

us = UserString('Hello, World')
print(us, repr(us), len(us), us[0], type(us[0]).__name__, us[-5:], 'World' in us, UserString('lo') in us)
print([type(ch).__name__ for ch in UserString('ab')], list(reversed(UserString('abc'))))
print(us + '!', us + UserString('?'), us + 5, 'x' + us, 3 + UserString('a') if False else 'skip', us * 2, 2 * us)
print(us == 'Hello, World', us == UserString('Hello, World'), us < 'I', us > UserString('A'), hash(us) == hash('Hello, World'))
print(UserString('%s-%d') % ('a', 3), '%s!' % UserString('z'), type('<%s>' % us).__name__)
print(int(UserString('42')), float(UserString('2.5')), complex(UserString('1+2j')), str(us), UserString(3.5), UserString(UserString('c')))
for name in ['upper', 'lower', 'title', 'swapcase', 'capitalize', 'casefold', 'strip', 'lstrip', 'rstrip']:
    r = getattr(UserString('  mIxEd Case  '), name)()
    print(name, repr(r), type(r).__name__)
print(us.center(20, '*'), us.ljust(15, '.'), us.rjust(15), us.zfill(15), UserString('a\tb').expandtabs(4))
print(us.count('l'), us.count(UserString('l')), us.count('l', 5), us.count('l', end=4), us.find('o'), us.find(UserString('W')), us.rfind('o'), us.rfind('o', 0, 6))
print(us.index('o'), us.rindex('o'), us.index('o', 5), us.startswith('Hell'), us.endswith('ld'), us.startswith('W', 7), us.endswith('o', 0, 5))
try:
    us.index(UserString('o'))
except TypeError as e:
    print('TypeError')
for name, args in [('split', (', ',)), ('rsplit', ('o', 1)), ('partition', (', ',)), ('rpartition', ('o',)), ('splitlines', ()),
                   ('join', (['a', 'b'],)), ('isalpha', ()), ('isdigit', ()), ('isspace', ()), ('istitle', ()), ('isupper', ()),
                   ('isidentifier', ()), ('isascii', ())]:
    r = getattr(us, name)(*args)
    print(name, r, type(r).__name__)
print(UserString('{0}+{x}').format(1, x=2), type(UserString('{}').format(1)).__name__)
print(us.replace('o', '0'), us.replace(UserString('l'), UserString('L'), 2), type(us.replace('o', '0')).__name__)
print(us.removeprefix('Hello'), us.removesuffix(UserString('World')), type(us.removeprefix('x')).__name__)
print(us.encode(), us.encode(None, None), UserString('ü').encode('latin-1'))
print(us.translate(UserString.maketrans('lo', '01')), type(us.translate({})).__name__)
print(us.upper.__name__, UserString.find.__name__, UserString.upper.__qualname__)
class Shout(UserString):
    def shout(self):
        return self.upper() + '!'
sh = Shout('hey')
print(sh.shout(), type(sh.shout()).__name__, type(sh[1:]).__name__, type(sh.strip()).__name__, sorted([Shout('b'), Shout('a')]))
