class ValidationError(Exception):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field
class RangeError(ValidationError):
    pass
try:
    raise RangeError("age", "must be positive")
except ValidationError as e:
    print(type(e).__name__, e, e.field, e.args, isinstance(e, Exception))
class Simple(Exception):
    pass
e = Simple("a", 2)
print(e, repr(e), e.args, str(Simple()), repr(Simple()))
raise RangeError("size", "too big")
