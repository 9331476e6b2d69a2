# math.fsum: cancellation, ties broken by the parts below, subnormals, overflow and the infinities
import math, random
random.seed(5)
tests = [[0.1] * 10, [1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50], [1e308, 1e308, -1e308], [2.0 ** 53, -0.5, -2.0 ** -54], [2.0 ** 53, 1.0, 2.0 ** -100], [], [-0.0], [0.0, -0.0], [1.0, 2.0 ** -53, 2.0 ** -106]]
for _ in range(300):
    tests.append([random.uniform(-1, 1) * 10 ** random.randint(-20, 20) for _ in range(random.randint(1, 30))])
tests.append([x * 2.0 ** -1074 for x in range(1, 20)] + [-3.0 * 2.0 ** -1074])
for t in tests:
    try: print(repr(math.fsum(t)))
    except (OverflowError, ValueError) as e: print(type(e).__name__, e)
for t in [[math.inf, 1.0], [math.inf, -math.inf], [math.nan, 1.0], [1e308, 1e308], [math.inf, 1e308, 1e308], [-math.inf, -math.inf, 5.0]]:
    try: print(repr(math.fsum(t)))
    except (OverflowError, ValueError) as e: print(type(e).__name__, e)
