# issue 37's reproductions: islice's consumption, user hashes, docstrings, wraps' __dict__, bytes, syntax, the smaller gaps, typing
# --- r1_islice
from itertools import islice
it = iter("abcdef"); print(list(islice(it, 2)), list(it))
it = iter(range(10)); print(list(islice(it, 1, 6, 2)), list(it))
# --- r2_hash
class H:
    def __init__(self, h): self.h = h
    def __hash__(self): return self.h
    def __repr__(self): return "H(%d)" % self.h
print({H(2**61 - 1), H(5), H(2**62), H(-7), H(2**61)})
print(hash(H(2**61 - 1)), hash(H(2**62)), hash(H(-1)), hash(H(2**64 + 3)))
# --- r3_doc
def f():
    "f's doc"
class C:
    """C's doc"""
    def m(self):
        """m doc"""
import math
print(f.__doc__, C.__doc__, C.m.__doc__, C().m.__doc__, (lambda: 0).__doc__)
# --- r4_wraps
import functools
def f(): pass
f.extra = 42
@functools.wraps(f)
def g(): pass
print(g.extra, g.__wrapped__ is f, g.__name__)
# --- r5_bytes
b = b"h\xe9llo"; ba = bytearray(b"ab")
ba += b"c"; ba.append(100)
print(b, ba, b.hex(), bytes.fromhex("41 42"), b[1], b[1:3], "é".encode(), "é".encode("latin-1"), b"\xc3\xa9".decode(), b"\xff".decode("utf-8", "replace"), (1024).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"), b.upper(), b"a,b".split(b","))
try: b"\xff".decode()
except UnicodeDecodeError as e: print(e)
# --- r6_syntax
print("\N{GREEK SMALL LETTER ALPHA}\N{EM DASH}", (1+2j) * 1j, abs(3+4j))
def where(p):
    match p:
        case (0, 0): return "origin"
        case (x, 0): return f"x={x}"
        case {"k": v}: return v
        case _: return "other"
print(where((0, 0)), where((3, 0)), where({"k": 1}), where(5))
# --- r7_smaller
import random, collections, sys
random.seed(1); print(random.choices("abc", k=5), random.choices(range(5), weights=[1, 0, 0, 0, 9], k=3))
print(collections.Counter("aabbbc") - collections.Counter("abc"), collections.ChainMap({"a": 1}, {"a": 2, "b": 3})["b"])
def f(a, b=1, *c, d, **e): x = 1
print(f.__code__.co_varnames, f.__code__.co_argcount, f.__code__.co_name)
def g(): return sys._getframe().f_code.co_name, sys._getframe().f_back.f_code.co_name, type(sys._getframe().f_lineno).__name__
print(g())
class K: pass
print([n for n in dir(K()) if not n.startswith("__")], "append" in dir([]), [n for n in dir() if n.startswith("__")])
print(object.__subclasshook__(int))
class Meta(type):
    def __instancecheck__(cls, x): return x == 5
class E(metaclass=Meta): pass
print(isinstance(5, E), isinstance(4, E))
