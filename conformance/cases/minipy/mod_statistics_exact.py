# statistics' exact sums: result types over mixed data, floats whose
# naive sums round, Fractions, Decimals absent, specials, errors
import statistics as st
from fractions import Fraction as F
import random
random.seed(11)
data_sets = [[1, 2, 3, 4], [1, 2, 3, 4.0], [F(1, 3), F(2, 3), 1], [0.1] * 10, [1e16, 1.0, -1e16, 3.0], [True, False, True],
             [F(1, 3), 0.5], [2, F(7, 5)], [random.random() * 10 ** random.randint(-5, 5) for _ in range(50)],
             [random.randint(-1000, 1000) for _ in range(41)], [F(1, 7)] * 7]
for d in data_sets:
    row = []
    for fn in (st.mean, st.fmean, st.median, st.pvariance, st.pstdev, st.variance, st.stdev):
        try:
            r = fn(d)
            row.append((type(r).__name__, repr(r)))
        except (st.StatisticsError, TypeError, ValueError) as e:
            row.append(type(e).__name__)
    print(row)
print(st.mean([float("inf"), 1.0]), st.mean([float("nan"), 2.0]), st.variance([float("inf"), 1.0, 2]), st.median([float("inf"), 1.0]))
class MyInt(int): pass
class MyFloat(float): pass
for d in [[MyInt(1), 2], [1, MyFloat(2.5)], [MyInt(3), MyFloat(1.5)], [MyFloat(1.0), F(1, 2)]]:
    try: r = st.mean(d); print(type(r).__name__, r)
    except TypeError as e: print("TypeError", e)
try: st.mean(["a", "b"])
except TypeError as e: print(e)
try: st.mean([])
except st.StatisticsError as e: print(e)
print(st.harmonic_mean([40, 60]), st.harmonic_mean([1, 2, 4], weights=[1, 2, 3]), st.geometric_mean([2, 8]), st.variance([1, 2, 3, 4], xbar=2.5), st.pvariance([1.5, 2.5], mu=2))
try: st.harmonic_mean([1, -1])
except st.StatisticsError as e: print(e)
nd = st.NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]); print(nd, round(nd.cdf(3), 12), round(nd.inv_cdf(0.9), 12))
