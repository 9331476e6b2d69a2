import typing as t
from typing import *
T = TypeVar("T"); K = TypeVar("K", bound=int); V = TypeVar("V", int, str, covariant=True)
print(t.Any, Optional[int], Union[int, str], Union[int], Union[int, None, str], Optional[Union[int, str]], List, List[int], Dict[str, List[int]], Tuple[int, ...], Tuple[()], Callable[[int, str], bool], Callable[..., int], Callable, Type[int], Set[T], T, K, V, Iterable[int], Iterator, Generator[int, None, None], Sequence[str], Mapping[str, int], Literal["a", 1], Final[int], ClassVar[int], Deque[int], DefaultDict[str, int], Counter[str], Annotated[int, "meta"], Union[List[int], None])
print(int | List[int], List[int] | None, Optional[int] == Union[int, None], get_origin(List[int]), get_args(Dict[str, int]), get_origin(Union[int, str]), get_args(Optional[int]))
class Stack(Generic[T]):
    def __init__(self): self.items: List[T] = []
print(Stack[int], Stack.__mro__, Stack.__parameters__, Stack.__orig_bases__)
class P(NamedTuple):
    x: int
    y: float = 0.5
print(P(1), P(1, 2), P._fields, P.__annotations__, P._field_defaults, isinstance(P(1), tuple), P.__mro__)
class M(TypedDict):
    name: str
    year: int
m = M(name="x", year=1); print(m, type(m), M.__annotations__, sorted(M.__required_keys__))
print(cast(int, "x"), TYPE_CHECKING, t.Text, isinstance([], List), isinstance({}, Mapping), issubclass(list, Sequence))
try: isinstance([], List[int])
except TypeError as e: print(e)
try: List()
except TypeError as e: print(e)
@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x): return x
print(f(1))
@runtime_checkable
class Closer(Protocol):
    def close(self): ...
class R:
    def close(self): pass
print(isinstance(R(), Closer), isinstance(1, Closer))
def g(a: "int", b: List["int"]) -> None: pass
print(get_type_hints(g))
print(repr(t.Optional), repr(t.Union), t.Dict, t.Hashable, t.Sized)
def h(x: Optional[int] = None, *args: Any, **kw: Dict[str, Any]) -> Iterator[Tuple[int, str]]: pass
print(h.__annotations__)
