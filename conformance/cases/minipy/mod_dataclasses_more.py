# dataclasses: every option and the errors of faulty classes, in
# CPython's precedence; fields(), asdict, astuple, replace, make_dataclass
import dataclasses as dc
from dataclasses import dataclass, field, InitVar, KW_ONLY
from typing import ClassVar, List

@dataclass(order=True, frozen=True)
class P:
    x: int
    y: int = 0
    tags: List[str] = field(default_factory=list, compare=False, repr=False)
    count: ClassVar[int] = 0
p, q = P(1, 2), P(1, 3)
print(p, p < q, p == P(1, 2, ["z"]), hash(p) == hash(P(1, 2)), sorted([q, p]), P.__match_args__, [f.name for f in dc.fields(p)])
try: p.x = 5
except dc.FrozenInstanceError as e: print(type(e).__name__, e)
try: del p.y
except dc.FrozenInstanceError as e: print(e)
@dataclass
class K:
    a: int
    _: KW_ONLY
    b: int = 2
    c: InitVar[int] = 10
    d: int = field(default=0, init=False)
    def __post_init__(self, c): self.d = self.a + c
k = K(1, b=5, c=3); print(k, K.__match_args__, K.__init__.__qualname__, K.__doc__)
try: K(1, 2)
except TypeError as e: print(e)
try: K()
except TypeError as e: print(e)
@dataclass(kw_only=True)
class Kw:
    a: int
    b: int = 1
print(Kw(a=3), Kw.__match_args__)
@dataclass(unsafe_hash=True)
class H:
    v: int
    w: int = field(hash=False)
print(hash(H(1, 2)) == hash(H(1, 3)), H(1, 2) == H(1, 3))
@dataclass(eq=False)
class NoEq:
    v: int
print(NoEq(1) == NoEq(1), NoEq.__hash__ is object.__hash__)
@dataclass
class Node:
    val: int
    nxt: "Node" = None
n = Node(1); n.nxt = n; print(repr(n))
for bad in ["@dataclass\nclass A:\n    a: int = 1\n    b: int\n",
            "@dataclass\nclass A:\n    a: list = []\n",
            "@dataclass(order=True, eq=False)\nclass A:\n    a: int\n",
            "@dataclass\nclass A:\n    a = field(default=1)\n",
            "@dataclass\nclass A:\n    a: ClassVar[int] = field(default_factory=list)\n",
            "@dataclass\nclass A:\n    _: KW_ONLY\n    __: KW_ONLY\n",
            "@dataclass(frozen=True)\nclass A:\n    a: int\n@dataclass\nclass B(A):\n    b: int\n",
            "@dataclass\nclass A:\n    a: int\n@dataclass(frozen=True)\nclass B(A):\n    b: int\n",
            "@dataclass(order=True)\nclass A:\n    a: int\n    def __lt__(self, o): return True\n",
            "@dataclass(unsafe_hash=True)\nclass A:\n    a: int\n    def __hash__(self): return 1\n",
            "@dataclass(frozen=True)\nclass A:\n    a: int\n    def __setattr__(self, n, v): pass\n"]:
    try:
        exec(bad, {"dataclass": dataclass, "field": field, "KW_ONLY": KW_ONLY, "ClassVar": ClassVar})
        print("no error")
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
@dataclass
class Inner:
    v: List[int]
@dataclass
class Outer:
    inner: Inner
    pairs: dict
o = Outer(Inner([1, 2]), {"k": Inner([3])})
print(dc.asdict(o), dc.astuple(o), dc.replace(p, y=9), dc.is_dataclass(o), dc.is_dataclass(Outer), dc.is_dataclass(5))
try: dc.replace(k, d=1)
except ValueError as e: print(e)
M = dc.make_dataclass("M", ["a", ("b", int), ("c", int, field(default=3))], namespace={"total": lambda self: self.a + self.b + self.c})
print(M(1, 2), M(1, 2).total(), [f.type for f in dc.fields(M)])
print(repr(dc.fields(P)[2])[:40], repr(P.__dataclass_params__)[:40], K.__init__.__annotations__)
@dataclass
class Base:
    x: int = 1
@dataclass
class Sub(Base):
    y: int = 2
    x: int = 5
print(Sub(), [f.name for f in dc.fields(Sub)])
import dataclasses as dc
from collections import namedtuple
NT = namedtuple("NT", "a b")
@dc.dataclass
class A:
    x: object
@dc.dataclass
class B:
    a: A
    l: list
b = B(A(NT(A(1), [A(2)])), [A({A(3): 0} if False else {"k": A(3)})])
print(dc.asdict(b)); print(dc.astuple(b))
print(dc.asdict(b, dict_factory=lambda kv: sorted(kv)))
try: dc.asdict(5)
except TypeError as e: print(e)
try: dc.astuple(A)
except TypeError as e: print(e)
try: dc.replace(1)
except TypeError as e: print(e)
