#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Module docstring."""

if True:
	x = 1  # a tab
	if x:
		y = 2

if a:
    pass
elif b:
    pass
elif c:
    pass
else:
    pass

while True: break

for x in 1, 2, 3: pass
for x, in [(1,)]: pass
for [a, b] in c: pass
for a.b in c: pass
for a[0] in c: pass
for *a, b in c: pass

def outer():
    x = 1
    class Inner:
        y = x
        def m(self):
            return x
    return Inner

match = 1
case = match + 1
match(x)
print(match, case)
_ = __debug__
type = 3
λ = 1
π, ω = 3.14, 0
x = 1 if True else 2; y = 3;
raise
