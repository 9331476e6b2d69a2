"""Abstract Base Classes (PEP 3119): ABCMeta, ABC, abstractmethod.

Each ABC keeps an _AbcData: its registered virtual subclasses and the
answers of its subclass checks so far. A registration anywhere starts
a new generation, which forgets the "no" answers (a "yes" stays true).
A check asks, in PEP 3119's order, the class's __subclasshook__, then
its real subclasses, then the registered classes, then the subclasses
of the ABC.
"""

_generation = [0]  # bumped by every register()


def get_cache_token():
    """The token that changes when an ABC's registrations do."""
    return _generation[0]


def abstractmethod(funcobj):
    """Mark a method abstract: a class with abstract methods left cannot
    be instantiated."""
    funcobj.__isabstractmethod__ = True
    return funcobj


def _marked(callable):
    callable.__isabstractmethod__ = True
    return callable


class abstractclassmethod(classmethod):
    """A classmethod that is abstract (deprecated: stack the decorators)."""
    __isabstractmethod__ = True

    def __init__(self, callable):
        super().__init__(_marked(callable))


class abstractstaticmethod(staticmethod):
    """A staticmethod that is abstract (deprecated: stack the decorators)."""
    __isabstractmethod__ = True

    def __init__(self, callable):
        super().__init__(_marked(callable))


class abstractproperty(property):
    """A property that is abstract (deprecated: stack the decorators)."""
    __isabstractmethod__ = True


_WRAPPED_PARTS = ("fget", "fset", "fdel", "__func__")


def _is_abstract(value):
    # abstract itself, or a property/classmethod/staticmethod of something abstract
    if getattr(value, "__isabstractmethod__", False):
        return True
    return any(getattr(getattr(value, part, None), "__isabstractmethod__", False)
               for part in _WRAPPED_PARTS)


def _abstract_names(cls, own):
    """The abstract methods of cls: those of its own namespace `own`,
    and those its bases left abstract that cls did not override."""
    names = {name for name, value in own.items() if _is_abstract(value)}
    for base in cls.__bases__:
        names.update(name for name in getattr(base, "__abstractmethods__", ())
                     if _is_abstract(getattr(cls, name, None)))
    return frozenset(names)


class _AbcData:
    __slots__ = ("virtual", "answers", "generation")

    def __init__(self):
        self.virtual = []
        self.answers = {}
        self.generation = _generation[0]

    def known(self, klass):
        if self.generation != _generation[0]:
            self.answers = {k: v for k, v in self.answers.items() if v}
            self.generation = _generation[0]
        return self.answers.get(klass)


class ABCMeta(type):
    """Metaclass of the abstract base classes: register() adds virtual
    subclasses, __subclasshook__ may decide, and __abstractmethods__
    keeps a class with abstract methods from being instantiated."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _abstract_names(cls, namespace)
        cls._abc_data = _AbcData()
        return cls

    def register(cls, subclass):
        """Register a virtual subclass of an ABC; return it (a decorator)."""
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_data.virtual.append(subclass)
        _generation[0] += 1
        return subclass

    def __instancecheck__(cls, instance):
        seen_as = type(instance)
        claimed = getattr(instance, "__class__", seen_as)
        return cls.__subclasscheck__(claimed) or (claimed is not seen_as and cls.__subclasscheck__(seen_as))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("issubclass() arg 1 must be a class")
        data = cls._abc_data
        answer = data.known(subclass)
        if answer is None:
            answer = data.answers[subclass] = cls._abc_decide(subclass)
        return answer

    def _abc_decide(cls, subclass):
        hooked = cls.__subclasshook__(subclass)
        if hooked is not NotImplemented:
            if not isinstance(hooked, bool):
                raise AssertionError("__subclasshook__ must return either False, True, or NotImplemented")
            return hooked
        if cls in subclass.__mro__:
            return True
        for candidates in (cls._abc_data.virtual, cls.__subclasses__()):
            if any(issubclass(subclass, c) for c in candidates):
                return True
        return False

    def _dump_registry(cls, file=None):
        """Print the ABC's registrations and caches (for debugging)."""
        data = cls._abc_data
        print("Class: %s.%s" % (cls.__module__, cls.__qualname__), file=file)
        print("Inv. counter: %d" % get_cache_token(), file=file)
        print("_abc_registry: %r" % (set(data.virtual),), file=file)
        print("_abc_cache: %r" % ({k for k, v in data.answers.items() if v},), file=file)
        print("_abc_negative_cache: %r" % ({k for k, v in data.answers.items() if not v},), file=file)
        print("_abc_negative_cache_version: %d" % data.generation, file=file)

    def _abc_registry_clear(cls):
        """Forget the registered virtual subclasses (for tests)."""
        cls._abc_data.virtual = []

    def _abc_caches_clear(cls):
        """Forget the answers of earlier checks (for tests)."""
        cls._abc_data.answers = {}


def update_abstractmethods(cls):
    """Recompute the __abstractmethods__ of an ABC after its methods
    changed; return cls."""
    if hasattr(cls, "__abstractmethods__"):
        cls.__abstractmethods__ = _abstract_names(cls, dict(cls.__dict__))
    return cls


class ABC(metaclass=ABCMeta):
    """Helper class that provides a standard way to create an ABC using
    inheritance."""
    __slots__ = ()
