# types.new_class/resolve_bases/prepare_class (PEP 560 __mro_entries__,
# metaclass choice and conflicts) and re's pattern cache and escape
import types, re
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print("prepare", name, [b.__name__ for b in bases], kw)
        return {"injected": 1}
    def __new__(mcls, name, bases, ns, **kw): return super().__new__(mcls, name, bases, ns)
class Base(metaclass=Meta): pass
class Entry:
    def __mro_entries__(self, bases): return (Base, object)
e = Entry()
print(types.resolve_bases((int, e)), types.resolve_bases((int, str)) == (int, str))
C = types.new_class("C", (e,), {"flag": 1}, lambda ns: ns.update(x=5))
print(type(C).__name__, C.x, C.injected, [b.__name__ for b in C.__bases__], C.__orig_bases__[0] is e)
print(types.prepare_class("D", (Base,), {"metaclass": type, "k": 1})[0].__name__, types.prepare_class("E")[1:], types.prepare_class("F", (int,))[0])
class M2(type): pass
class B2(metaclass=M2): pass
try: types.new_class("G", (Base, B2))
except TypeError as e: print(e)
try:
    class Bad:
        def __mro_entries__(self, b): return [int]
    types.resolve_bases((Bad(),))
except TypeError as e: print(e)
print(re.escape("a.b*c?d (x) [y] {z} ^$ | \\ & ~ # - +"), re.escape(b"a.b"), re.escape("ünï-code"))
p1 = re.compile("a+", re.I); print(re.compile(p1) is p1, re.match("A+", "aaa", re.I).group(), re.purge(), re.search("b", "abc").span())
try: re.compile(p1, re.M)
except ValueError as e: print(e)
try: re.compile(["x"])
except TypeError as e: print(e)
for i in range(600): re.match("x%d" % i, "x%d" % i)
print(re.fullmatch("x599", "x599") is not None, re.sub(r"(\d)", r"<\1>", "a1b2"), re.split(r",\s*", "a, b,c"), re.findall("[aeiou]", "education"))
