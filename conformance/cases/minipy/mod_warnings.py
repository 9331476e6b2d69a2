# warnings: the default filters (once per location, DeprecationWarning
# only from __main__), the actions, catch_warnings and a replaced
# showwarning; the default text goes to sys.stderr, which this case
# points at stdout.
import linecache
import os
import sys
import warnings

sys.stderr = sys.stdout
_format = warnings.formatwarning


def short_format(message, category, filename, lineno, line=None):
    if line is None:
        line = linecache.getline(filename, lineno)
    return _format(message, category, os.path.basename(filename), lineno, line)


warnings.formatwarning = short_format


def careful(x):
    warnings.warn("careful %d" % x)


for i in range(3):
    careful(1)
careful(2)
warnings.warn("deprecated here", DeprecationWarning)
warnings.warn("pending", PendingDeprecationWarning)
warnings.warn(RuntimeWarning("an instance"))


def caller_level():
    warnings.warn("blames the caller", stacklevel=2)


caller_level()

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    careful(1)
    careful(1)
    warnings.warn("explicit", UserWarning)
print(len(log), [str(m.message) for m in log], log[0].category.__name__, log[0].lineno)
print(log[0].filename == __file__, type(log[0].message).__name__)

with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("now an error")
    except UserWarning as e:
        print("caught", repr(e))

warnings.filterwarnings("ignore", message="ign")
warnings.warn("ignore me")
warnings.warn("IGNORED as well (the match ignores case)")
warnings.warn("not ignored")
warnings.simplefilter("once")
warnings.warn("once")
warnings.warn("once")
warnings.resetwarnings()
warnings.simplefilter("module")
for i in range(2):
    warnings.warn("module-wide")


def show(message, category, filename, lineno, file=None, line=None):
    print("SHOW", message, category.__name__, lineno)


warnings.showwarning = show
warnings.simplefilter("always")
warnings.warn("to the replacement")
print(_format("m", UserWarning, "f.py", 3, "   code   "), end="")
print(repr(_format("m", SyntaxWarning, "f.py", 3, "")))
for bad in (lambda: warnings.simplefilter("nope"), lambda: warnings.warn("x", int),
            lambda: warnings.filterwarnings("ignore", lineno=-1)):
    try:
        bad()
    except (AssertionError, TypeError) as e:
        print(type(e).__name__, e)
