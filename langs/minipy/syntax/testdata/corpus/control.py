def search(items, target):
    for i, item in enumerate(items):
        if item == target:
            break
        elif item is None:
            continue
        else:
            pass
    else:
        return -1
    while i < 10:
        i += 1
        if i % 2: continue
    else:
        i = 0
    return i


try:
    search([1, 2], 3)
except (ValueError, TypeError) as e:
    raise RuntimeError("bad") from e
except KeyError:
    raise
except Exception:
    raise ValueError
else:
    print("ok")
finally:
    print("done")

try:
    pass
finally:
    pass

with open("a") as f, open("b") as (g, h):
    pass
with (open("a") as f, open("b")):
    pass
with (yield_ for yield_ in x):
    pass
with a:
    with b: pass
assert x, "message"
assert x > 0
import os
import os.path as p, sys
from collections import deque as dq, defaultdict
from . import sibling
from ..pkg.mod import (a, b as c,)
from math import *
global_var = 1
def g():
    global global_var
    global_var = 2
    def h():
        nonlocal_var = 1
        def k():
            nonlocal nonlocal_var
            nonlocal_var += 1
        return k
    return h
