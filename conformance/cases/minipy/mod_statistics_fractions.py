import statistics as st, random
from fractions import Fraction
random.seed(11)
for trial in range(40):
    data = [random.uniform(-100, 100) for _ in range(random.randint(2, 30))]
    ints = [random.randint(-50, 50) for _ in range(random.randint(2, 12))]
    print(st.mean(data), st.stdev(data), st.pstdev(data), st.variance(data), st.pvariance(data), st.median(data))
    print(st.mean(ints), st.stdev(ints), st.variance(ints), st.pvariance(ints), st.median(ints), st.mode(ints), st.median_low(ints), st.median_high(ints))
print(st.mean([1, 2, 3, 4]), st.mean([Fraction(1, 3), Fraction(2, 3)]), st.mean([1.5, 2]), st.fmean([1, 2, 3]), st.geometric_mean([1, 2, 4]), st.harmonic_mean([1, 2, 4]))
print(st.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), st.quantiles(range(20), n=10, method="inclusive"), st.multimode("aabbcd"), st.median_grouped([1, 2, 2, 3, 4]))
print(st.correlation([1, 2, 3], [2, 4, 7]), st.covariance([1, 2, 3], [2, 4, 7]), st.linear_regression([1, 2, 3], [2, 4, 7]))
nd = st.NormalDist(10, 2); print(nd, nd.cdf(12), nd.pdf(10), nd.inv_cdf(0.9), nd.quantiles(), nd.zscore(14), nd + nd)
for bad in [[], [1]]:
    try: print(st.stdev(bad))
    except st.StatisticsError as e: print("StatisticsError", e)
try: st.mean([])
except st.StatisticsError as e: print(e)
print(Fraction(3, 4), Fraction("1.5"), Fraction(0.1), Fraction(1, 3) + Fraction(1, 6), Fraction(5, 10) == 0.5, hash(Fraction(1, 2)) == hash(0.5), Fraction(7, 3) // 2, round(Fraction(5, 2)), Fraction(1, 3) ** 2, Fraction(-7, 3).limit_denominator(2), float(Fraction(1, 3)), sorted([Fraction(1, 2), 0.3, 1]), Fraction("3/9"), Fraction(22, 7).limit_denominator(5), abs(Fraction(-1, 2)), int(Fraction(-7, 2)), Fraction(2, 4) < Fraction(2, 3))
