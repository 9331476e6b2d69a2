# issue 37: from __future__ import annotations (PEP 563), typing names, PEP 604 and 585 at run time, collections.abc on built-ins
from __future__ import annotations
from typing import Optional, Union, List, Dict, Callable, TypeVar, Generic, Protocol, NamedTuple, TypedDict, cast, overload, TYPE_CHECKING, Any, Iterator
from collections import deque
import collections.abc as cabc
class Node:
    def link(self, other: Node | None) -> Later: return other
class Later: pass
print(Node.link.__annotations__, int | None, isinstance(3, int | str), deque[int], list[int], Optional[int], Union[int, str], Callable[[int], str])
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, v: T): self.v = v
class P(NamedTuple):
    x: int
    y: int = 0
class TD(TypedDict):
    a: int
print(Box[int](3).v, P(1), TD(a=1), cast(int, "x"), TYPE_CHECKING, isinstance([], cabc.Sequence), isinstance({}, cabc.Mapping), issubclass(dict, cabc.MutableMapping))
