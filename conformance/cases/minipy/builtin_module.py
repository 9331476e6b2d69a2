# __module__ of built-in functions and types; a bound method of a
# built-in type has None.
import math
print(len.__module__, print.__module__, abs.__module__, sorted.__module__, iter.__module__)
print(math.sqrt.__module__, math.floor.__module__)
print(int.__module__, str.__module__, type.__module__, object.__module__, ValueError.__module__, dict.__module__, list.__module__)
print([].append.__module__, 'ab'.upper.__module__, {}.get.__module__)
