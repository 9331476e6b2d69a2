# math.sin, cos and tan round as the C library's do (correctly), where
# Go's math is a unit in the last place off; cmath.rect and complex
# powers use them too.
import cmath
import math

for x in [3.13672248069662, 0.7, 1e-9, -0.0, math.pi, math.pi / 2, 2.5, -7.25, 1e5 + 0.5, 123456.789]:
    print(repr(math.sin(x)), repr(math.cos(x)), repr(math.tan(x)))
print(cmath.rect(2.0, 3.13672248069662), cmath.exp(complex(0.5, 2.5)), (1 + 2j) ** 0.5)
for bad in [math.inf, -math.inf]:
    try:
        math.sin(bad)
    except ValueError as e:
        print("ValueError", e)
print(math.isnan(math.cos(math.nan)))
