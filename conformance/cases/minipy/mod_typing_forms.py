# typing at run time: keyword errors, subscription and substitution (TypeVar, ParamSpec), Generic and
# Protocol classes, NewType, ForwardRef, NamedTuple and TypedDict details, get_type_hints, overloads
import sys
from typing import *
import typing
T = TypeVar("T"); S = TypeVar("S", covariant=True); P = ParamSpec("P")
def tr(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
tr(lambda: isinstance(1, Union))
tr(lambda: issubclass(int, Optional))
tr(lambda: Union())
tr(lambda: ClassVar[int, str])
tr(lambda: List[ClassVar[int]])
tr(lambda: List[Union])
tr(lambda: List[Generic])
tr(lambda: List[int, str])
tr(lambda: Hashable[int])
tr(lambda: Dict[int])
tr(lambda: Union[()])
tr(lambda: Callable[int])
tr(lambda: Callable[[int], str][int])
tr(lambda: Callable[[T], S][int, str])
tr(lambda: Callable[P, T][[int, str], bytes])
tr(lambda: Callable[P, T][..., bytes])
tr(lambda: Dict[T, List[T]][str])
tr(lambda: Dict[T, List[T]][str, int])
tr(lambda: Generic[int])
tr(lambda: Generic[T, T])
tr(lambda: Generic[()])
tr(lambda: Literal[1, 2, 1, True])
tr(lambda: Literal[1] == Literal[1], )
tr(lambda: Literal[1, 2] == Literal[2, 1])
tr(lambda: Union[int, str] == Union[str, int])
tr(lambda: Optional[int].__name__)
tr(lambda: List[int].__name__)
tr(lambda: List.__name__)
tr(lambda: Any())
tr(lambda: isinstance(1, Any))
class Sub(Any): pass
tr(lambda: NoReturn[int])
tr(lambda: NoReturn())
tr(lambda: TypeVar("X", int))
tr(lambda: TypeVar("X", int, str, bound=int))
tr(lambda: TypeVar("X", covariant=True, contravariant=True))
tr(lambda: (T.__name__, T.__module__, S.__covariant__, T.__bound__, T.__constraints__))
tr(lambda: (P, P.args, P.kwargs, get_origin(P.args)))
tr(lambda: Concatenate[int, P])
tr(lambda: Callable[Concatenate[int, P], int])
tr(lambda: Annotated[int])
tr(lambda: Annotated[Annotated[int, 1], 2])
tr(lambda: get_args(Annotated[int, 1, 2]))
tr(lambda: get_origin(Annotated[int, 1]))
tr(lambda: Annotated[int, 1] == Annotated[int, 1])
tr(lambda: get_args(Callable[[int, str], bool]))
tr(lambda: get_args(Callable[..., bool]))
tr(lambda: get_origin(Callable[..., bool]))
tr(lambda: get_origin(Generic))
tr(lambda: get_origin(int))
tr(lambda: get_args(int))
tr(lambda: get_origin(List))
tr(lambda: get_args(Tuple[()]))
tr(lambda: get_args(Tuple[int, ...]))
tr(lambda: Tuple[int, ...] == Tuple[int, ...])
tr(lambda: Dict[str, int]())
tr(lambda: Tuple())
tr(lambda: type(Deque[int]()))
tr(lambda: DefaultDict(int))
tr(lambda: isinstance([], Iterable))
tr(lambda: isinstance(1, List[int]))
tr(lambda: isinstance(1, Union[int, str]))
tr(lambda: isinstance("a", Optional[int]))
tr(lambda: issubclass(bool, Union[int, str]))
class Box(Generic[T]):
    pass
class Pair(Box[T], Generic[T, S]): pass
tr(lambda: (Pair.__parameters__, Pair[int, str], Pair.__orig_bases__, Pair.__mro__))
tr(lambda: Box[int, str])
tr(lambda: Box[int][str])
tr(lambda: Box[int]().__orig_class__)
tr(lambda: Pair[int, str].__parameters__)
tr(lambda: Pair[int, T][str])
class Plain: pass
tr(lambda: Plain[int] if hasattr(Plain, '__class_getitem__') else 'noget')
def mk(bases):
    try:
        ns = {}
        exec("class X(" + bases + "): pass", globals(), ns)
        return ns["X"].__mro__
    except Exception as e: return type(e).__name__ + " " + str(e)
for b in ["Generic", "Generic[T], Generic[S]", "Box[S], Generic[T]", "List[int]", "List", "ClassVar[int]",
          "Union", "Dict[str, T]", "Protocol", "NewType('N', int)", "Iterable[T], Box[T]"]:
    print(b, "->", mk(b))
class Stack(List[T]): pass
tr(lambda: (Stack.__parameters__, Stack[int], Stack.__mro__))
@runtime_checkable
class Sized2(Protocol):
    def __len__(self): ...
class HasX(Protocol):
    x: int
tr(lambda: (isinstance([], Sized2), isinstance(1, Sized2), issubclass(list, Sized2), issubclass(int, Sized2)))
tr(lambda: isinstance(1, HasX))
tr(lambda: HasX())
tr(lambda: runtime_checkable(Box))
tr(lambda: runtime_checkable(int))
RHasX = runtime_checkable(HasX)
class WithX:
    x = 1
tr(lambda: (isinstance(WithX(), RHasX), isinstance(1, RHasX)))
tr(lambda: issubclass(WithX, RHasX))
tr(lambda: (isinstance(1, SupportsInt), isinstance("a", SupportsInt), issubclass(float, SupportsIndex), isinstance(1.5, SupportsRound), SupportsInt))
class Impl(Sized2):
    def __len__(self): return 3
tr(lambda: len(Impl()))
class GenP(Protocol[T]):
    def get(self) -> T: ...
tr(lambda: (GenP[int], GenP.__parameters__))
UserId = NewType("UserId", int)
tr(lambda: (UserId, UserId(5), UserId.__supertype__, UserId.__name__))
def nt():
    class Bad(UserId): pass
tr(nt)
tr(lambda: UserId | None)
tr(lambda: ForwardRef("X"))
tr(lambda: ForwardRef(1))
tr(lambda: ForwardRef("X") == ForwardRef("X"))
tr(lambda: List["X"])
tr(lambda: Optional["X"])
class Emp(NamedTuple):
    name: str
    id: int = 3
    def greet(self): return "hi " + self.name
tr(lambda: (Emp("a"), Emp("a").greet(), Emp._fields, Emp._field_defaults, Emp.__annotations__))
E2 = NamedTuple("E2", [("a", int), ("b", str)])
tr(lambda: (E2(1, "x"), E2.__annotations__, E2._fields))
E3 = NamedTuple("E3", a=int)
tr(lambda: E3(2))
tr(lambda: NamedTuple("E4", [("a", int)], b=int))
def bad_nt():
    class B(NamedTuple):
        a: int = 1
        b: int
tr(bad_nt)
def bad_nt2():
    class B(NamedTuple):
        a: int
        _fields = 1
tr(bad_nt2)
class Movie(TypedDict, total=False):
    title: str
    year: Required[int]
class Movie2(Movie):
    rating: NotRequired[float]
    extra: int
tr(lambda: (Movie(title="x"), sorted(Movie.__required_keys__), sorted(Movie.__optional_keys__), Movie.__total__))
tr(lambda: (sorted(Movie2.__required_keys__), sorted(Movie2.__optional_keys__), Movie2.__annotations__))
tr(lambda: isinstance({}, Movie))
tr(lambda: (is_typeddict(Movie), is_typeddict(dict)))
TD = TypedDict("TD", {"a": int, "b": str})
tr(lambda: (TD(a=1, b="x"), TD.__annotations__, TD.__name__, TD.__module__))
tr(lambda: TypedDict("TD", {"a": int}, b=str))
def bad_td():
    class X(TypedDict, int): pass
tr(bad_td)
class C:
    a: int
    b: "List[C]"
    c: ClassVar[int] = 1
    d: Annotated[int, "m"]
    e: "ClassVar[str]"
    f: Final[int] = 3
class D(C):
    g: Optional["D"]
tr(lambda: get_type_hints(C))
tr(lambda: get_type_hints(D))
tr(lambda: get_type_hints(C, include_extras=True)["d"])
def fn(x: "int", y: List["C"] = None, *a: "str", **k: None) -> "Optional[C]": pass
tr(lambda: get_type_hints(fn))
tr(lambda: get_type_hints(1))
tr(lambda: get_type_hints(len))
def nohints(): pass
tr(lambda: get_type_hints(nohints))
tr(lambda: get_type_hints(typing.NamedTuple))
@overload
def ov(x: int) -> int: ...
@overload
def ov(x: str) -> str: ...
def ov(x): return x
tr(lambda: (ov(1), len(get_overloads(ov))))
@overload
def ov2(x: int) -> int: ...
tr(lambda: ov2(1))
clear_overloads()
tr(lambda: get_overloads(ov))
@final
class Fin: pass
tr(lambda: Fin.__final__)
@no_type_check
def ntc(x: int): pass
tr(lambda: ntc.__no_type_check__)
tr(lambda: assert_type(3, int))
tr(lambda: assert_never(5))
tr(lambda: cast("int", 3))
tr(lambda: (AnyStr, Text, TYPE_CHECKING))
tr(lambda: (ContextManager, ContextManager[int], Pattern, Match[str], Type[int], IO, TextIO, BinaryIO, IO[str]))
tr(lambda: (repr(Never), repr(Self), repr(LiteralString), repr(TypeAlias), TypeGuard[int], Required[int], NotRequired[int], Unpack[int]))
tr(lambda: (Union[int, str] | None, int | Optional[str], None | List[int], List[int] | "X"))
tr(lambda: (Optional[int] == Optional[int], hash(Optional[int]) == hash(Union[None, int])))
tr(lambda: Union[int, Union[str, float]])
tr(lambda: Union[int, int])
tr(lambda: Union[int, Any])
tr(lambda: List[int] == List[int])
tr(lambda: List[int] == list[int])
tr(lambda: Stack[int] == Stack[int])
tr(lambda: {List[int]: 1}[List[int]])
tr(lambda: Literal[1, 2][int])
tr(lambda: Optional[T][int])
tr(lambda: Union[T, List[T]][str])
tr(lambda: Union[T, S][int, int])
tr(lambda: ClassVar[T][int])
tr(lambda: Optional[int, str])
tr(lambda: typing.__name__)
tr(lambda: sorted(n for n in typing.__all__ if not hasattr(typing, n)))
tr(lambda: Callable[[], int])
tr(lambda: Callable[[int], "str"])
tr(lambda: Tuple[int, "str"])
tr(lambda: Type["C"])
tr(lambda: type(List[int]) is type(Dict[str, int]))
