# sys.implementation is a namespace shown with its fields
import sys

t = sys.implementation
s = repr(t)
print(s.startswith("namespace(name="), "version=" in s, s.endswith(")"), s == str(t))
print(isinstance(t.name, str), t.version[:2], hex(t.hexversion)[:6])
print(type(t).__name__)
