from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass, FrozenInstanceError, InitVar, make_dataclass
from typing import List, ClassVar, Optional
@dataclass
class Point:
    x: int
    y: int = 0
    tags: List[str] = field(default_factory=list)
    count: ClassVar[int] = 0
p = Point(1, 2); print(p, p == Point(1, 2), p != Point(2, 1), Point(3), fields(p)[0].name, [f.name for f in fields(Point)], asdict(p), astuple(p), replace(p, x=9), is_dataclass(p), is_dataclass(Point), is_dataclass(3))
try: Point()
except TypeError as e: print(e)
try: Point(1, 2, [], 4)
except TypeError as e: print(e)
@dataclass(order=True, frozen=True)
class V:
    a: int
    b: str = "z"
print(V(1) < V(2), sorted([V(3), V(1, "a"), V(1)]), hash(V(1)) == hash(V(1)), {V(1), V(1)})
try: V(1).a = 3
except FrozenInstanceError as e: print("FrozenInstanceError", e)
@dataclass
class C:
    items: list = field(default_factory=list)
    total: float = field(init=False, default=0.0)
    scale: InitVar[int] = 1
    def __post_init__(self, scale):
        self.total = sum(self.items) * scale
c = C([1, 2], 3); print(c, c.total)
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e: print(e)
try:
    @dataclass
    class Bad2:
        a: list = []
except ValueError as e: print(e)
@dataclass
class Node:
    val: int
    children: "List[Node]" = field(default_factory=list)
    parent: Optional["Node"] = field(default=None, repr=False)
n = Node(1, [Node(2)]); print(n, n.children[0].parent)
@dataclass(eq=False)
class NE:
    v: int
print(NE(1) == NE(1), hash(NE(1)) is not None, Point.__hash__)
@dataclass
class Sub(Point):
    z: int = 5
print(Sub(1, 2, [], 3), Sub.__match_args__)
D = make_dataclass("D", [("a", int), ("b", int, field(default=2))]); print(D(1), D.__name__)
@dataclass(slots=True)
class S:
    a: int
print(S(1), S.__slots__)
@dataclass(kw_only=True)
class K:
    a: int
    b: int = 2
print(K(a=1), K(b=3, a=4))
try: K(1)
except TypeError as e: print(e)
