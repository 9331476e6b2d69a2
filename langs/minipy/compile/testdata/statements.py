x, (y, *z) = 1, (2, 3, 4)
x = y = z = 0
x += 1
x.attr -= 2
x[0] *= 3
del x.attr, x[0]
del x
if x:
    pass
elif y:
    x = 1
else:
    x = 2
while x < 10:
    x += 1
    if x == 5:
        break
    if x == 3:
        continue
else:
    x = 0
while True:
    break
for i, j in enumerate(y):
    pass
else:
    pass
assert x, "message"
assert y
raise ValueError("v") from None
import os.path
import os.path as p
from collections import deque as dq, defaultdict
from . import sibling
