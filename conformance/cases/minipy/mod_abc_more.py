# abc: abstract methods through inheritance and wrappers, registration
# (cycles, decorators, the cache token), __subclasshook__'s answers,
# instance checks through __class__, update_abstractmethods
import abc
from abc import ABC, ABCMeta, abstractmethod

class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @property
    @abstractmethod
    def name(self): ...
    @classmethod
    @abstractmethod
    def make(cls): ...
    @staticmethod
    @abstractmethod
    def unit(): ...
    def describe(self): return "%s %s" % (self.name, self.area())

print(sorted(Shape.__abstractmethods__))
try: Shape()
except TypeError as e: print(e)
class Half(Shape):
    def area(self): return 1
    @property
    def name(self): return "half"
print(sorted(Half.__abstractmethods__))
try: Half()
except TypeError as e: print(e)
class Square(Half):
    @classmethod
    def make(cls): return cls()
    @staticmethod
    def unit(): return "m"
print(sorted(Square.__abstractmethods__), Square.make().describe(), Square.unit(), isinstance(Square(), Shape), issubclass(Square, ABC))
class Old(metaclass=ABCMeta):
    @abc.abstractproperty
    def p(self): ...
    @abc.abstractclassmethod
    def c(cls): ...
    @abc.abstractstaticmethod
    def s(): ...
print(sorted(Old.__abstractmethods__))

class Drawable(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Drawable:
            return hasattr(C, "draw") or NotImplemented
        return NotImplemented
class Pic:
    def draw(self): pass
class Text: pass
print(issubclass(Pic, Drawable), isinstance(Pic(), Drawable), issubclass(Text, Drawable), isinstance(3, Drawable))
t0 = abc.get_cache_token()
Drawable.register(Text)
print(issubclass(Text, Drawable), abc.get_cache_token() > t0, Drawable.register(Text) is Text)
@Drawable.register
class Late: pass
print(issubclass(Late, Drawable), Late.__name__)
class SubDrawable(Drawable): pass
print(issubclass(Pic, SubDrawable), issubclass(Late, SubDrawable))
SubDrawable.register(int)
print(issubclass(int, Drawable), issubclass(bool, SubDrawable), isinstance(True, Drawable), issubclass(float, Drawable))
try: Drawable.register(5)
except TypeError as e: print(e)
try: Pic.x = 1; SubDrawable.register(Drawable)
except RuntimeError as e: print(e)
try: issubclass(5, Drawable)
except TypeError as e: print(e)
class Weird(ABC):
    @classmethod
    def __subclasshook__(cls, C): return 1
try: issubclass(int, Weird)
except AssertionError as e: print("AssertionError", e)
class Proxy:
    @property
    def __class__(self): return Pic
print(isinstance(Proxy(), Drawable), isinstance(Proxy(), Pic), type(Proxy()).__name__)

class Base(ABC):
    @abstractmethod
    def run(self): ...
class Impl(Base):
    def run(self): return "ran"
Impl.run = abstractmethod(lambda self: 0)
print(sorted(Impl.__abstractmethods__), sorted(abc.update_abstractmethods(Impl).__abstractmethods__))
del Impl.run
print(sorted(abc.update_abstractmethods(Impl).__abstractmethods__))
print(abc.update_abstractmethods(int) is int, type(Base).__name__, type(ABC).__name__, Base.__mro__[1:])
class WithMeta(metaclass=ABCMeta, ): pass
print(WithMeta.__abstractmethods__, isinstance(WithMeta, ABCMeta))
