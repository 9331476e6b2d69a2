from __future__ import annotations

import __future__


class Node:
    value: int
    next: Node | None = None

    def link(self, other: Node, *rest: Node, weight: float = 1.0, **extra: dict[str, list[Node]]) -> Node:
        return other


def f(a: undefined_name, b: "quoted", c: (int, str), d: lambda x: x + 1, e: g(h, *i, k=1) if p else ~q) -> 2 ** -n:
    pass


print(Node.__annotations__)
print(Node.link.__annotations__)
print(f.__annotations__)
print(__annotations__ if "__annotations__" in dir() else {})
x: list[int] = [1]
print(__annotations__)
print(__future__.annotations, __future__.division.getMandatoryRelease())
