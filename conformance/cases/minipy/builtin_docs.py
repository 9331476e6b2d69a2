# The docstrings of built-in functions that CPython documents in one line.
import builtins

for f in [abs, chr, divmod, len, ord]:
    print(f.__name__, "-", f.__doc__)
print(builtins.len.__doc__ is not None, type(ord.__doc__).__name__)
