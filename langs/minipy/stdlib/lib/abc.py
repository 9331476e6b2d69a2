"""Abstract Base Classes (PEP 3119): ABCMeta, ABC, abstractmethod."""


def abstractmethod(funcobj):
    """Mark a method abstract: a class with abstract methods left cannot
    be instantiated."""
    funcobj.__isabstractmethod__ = True
    return funcobj


class abstractclassmethod(classmethod):
    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractstaticmethod(staticmethod):
    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractproperty(property):
    __isabstractmethod__ = True


_abc_invalidation_counter = 0


def get_cache_token():
    """The token that changes when an ABC's registrations do."""
    return _abc_invalidation_counter


def _is_abstract(value):
    if getattr(value, "__isabstractmethod__", False):
        return True
    for part in ("fget", "fset", "fdel", "__func__"):
        if getattr(getattr(value, part, None), "__isabstractmethod__", False):
            return True
    return False


def _abstracts_of(cls, namespace, bases):
    abstracts = {name for name, value in namespace.items() if _is_abstract(value)}
    for base in bases:
        for name in getattr(base, "__abstractmethods__", ()):
            if _is_abstract(getattr(cls, name, None)):
                abstracts.add(name)
    return frozenset(abstracts)


class ABCMeta(type):
    """Metaclass of the abstract base classes: register() adds virtual
    subclasses, __subclasshook__ may decide, and __abstractmethods__
    keeps a class with abstract methods from being instantiated."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _abstracts_of(cls, namespace, bases)
        cls._abc_registry = []
        cls._abc_cache = set()
        cls._abc_negative_cache = set()
        cls._abc_negative_cache_version = _abc_invalidation_counter
        return cls

    def register(cls, subclass):
        """Register a virtual subclass of an ABC; return it (a decorator)."""
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.append(subclass)
        global _abc_invalidation_counter
        _abc_invalidation_counter += 1
        return subclass

    def __instancecheck__(cls, instance):
        subclass = instance.__class__
        if subclass in cls._abc_cache:
            return True
        subtype = type(instance)
        if subtype is subclass:
            if cls._abc_negative_cache_version == _abc_invalidation_counter and subclass in cls._abc_negative_cache:
                return False
            return cls.__subclasscheck__(subclass)
        return any(cls.__subclasscheck__(c) for c in (subclass, subtype))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("issubclass() arg 1 must be a class")
        if subclass in cls._abc_cache:
            return True
        if cls._abc_negative_cache_version < _abc_invalidation_counter:
            cls._abc_negative_cache = set()
            cls._abc_negative_cache_version = _abc_invalidation_counter
        elif subclass in cls._abc_negative_cache:
            return False
        ok = cls.__subclasshook__(subclass)
        if ok is not NotImplemented:
            if ok:
                cls._abc_cache.add(subclass)
            else:
                cls._abc_negative_cache.add(subclass)
            return ok
        if cls in getattr(subclass, "__mro__", ()):
            cls._abc_cache.add(subclass)
            return True
        for rcls in cls._abc_registry:
            if issubclass(subclass, rcls):
                cls._abc_cache.add(subclass)
                return True
        for scls in cls.__subclasses__():
            if issubclass(subclass, scls):
                cls._abc_cache.add(subclass)
                return True
        cls._abc_negative_cache.add(subclass)
        return False

    def _dump_registry(cls, file=None):
        print(f"Class: {cls.__module__}.{cls.__qualname__}", file=file)
        print(f"Inv. counter: {get_cache_token()}", file=file)

    def _abc_registry_clear(cls):
        cls._abc_registry = []

    def _abc_caches_clear(cls):
        cls._abc_cache = set()
        cls._abc_negative_cache = set()


def update_abstractmethods(cls):
    """Recompute the __abstractmethods__ of an ABC after its methods
    changed; return cls."""
    if not hasattr(cls, "__abstractmethods__"):
        return cls
    abstracts = set()
    for scls in cls.__bases__:
        for name in getattr(scls, "__abstractmethods__", ()):
            if _is_abstract(getattr(cls, name, None)):
                abstracts.add(name)
    for name, value in cls.__dict__.items():
        if _is_abstract(value):
            abstracts.add(name)
    cls.__abstractmethods__ = frozenset(abstracts)
    return cls


class ABC(metaclass=ABCMeta):
    """Helper class: deriving from it makes a class an ABC."""
    __slots__ = ()
