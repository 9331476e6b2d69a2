"""Basic statistics of numeric data, with CPython 3.11's results.

Sums are exact: each value becomes its exact ratio, the totals are
Fractions, and only the result is converted back, to the type of the
data (int data whose mean is not whole gives a float).
"""

import math
import numbers
import random
from fractions import Fraction
from bisect import bisect_left, bisect_right
from collections import Counter, namedtuple
from itertools import groupby, repeat
from math import fsum, sqrt, exp, log, hypot, erf

__all__ = ["NormalDist", "StatisticsError", "correlation", "covariance", "fmean",
           "geometric_mean", "harmonic_mean", "linear_regression", "mean", "median",
           "median_grouped", "median_high", "median_low", "mode", "multimode",
           "pstdev", "pvariance", "quantiles", "stdev", "variance"]


class StatisticsError(ValueError):
    pass


def _ratio(x):
    """x as an exact Fraction, or None for a NaN or an infinity."""
    try:
        n, d = x.as_integer_ratio()
    except AttributeError:
        try:
            n, d = x.numerator, x.denominator
        except AttributeError:
            raise TypeError(f"can't convert type '{type(x).__name__}' to numerator/denominator") from None
    except (OverflowError, ValueError):
        return None
    return Fraction(n, d)


def _result_type(T, S):
    """The type of a result over values of types T and S: ints give way
    to anything, a subclass wins over its base, then a non-int over an
    int subclass, and a float over a Fraction."""
    if T is S or S is int or S is bool:
        return T
    if T is int or issubclass(S, T):
        return S
    if issubclass(T, S):
        return T
    if issubclass(T, int) or issubclass(S, int):
        return S if issubclass(T, int) else T
    for exact, inexact in ((T, S), (S, T)):
        if issubclass(exact, Fraction) and issubclass(inexact, float):
            return inexact
    raise TypeError(f"can't convert type '{T.__name__}' to '{S.__name__}'")


class _ExactSum:
    """The exact sum of numbers as one fraction num/den (den grows to
    the least common multiple of the denominators seen: for floats a
    power of two), their common type and count; a NaN or infinity
    makes the sum that special value."""

    def __init__(self):
        self.type, self.count = int, 0
        self.num, self.den = 0, 1
        self.special = None

    def add(self, x):
        self.type = _result_type(self.type, type(x))
        self.count += 1
        r = _ratio(x)
        if r is None:
            self.special = x if self.special is None else self.special + x
            return
        n, d = r.numerator, r.denominator
        if self.den % d:
            grown = self.den * d // math.gcd(self.den, d)
            self.num *= grown // self.den
            self.den = grown
        self.num += n * (self.den // d)

    def total(self):
        return self.special if self.special is not None else Fraction(self.num, self.den)


def _sum(data):
    """(T, total, count): the data's type, its exact sum (a Fraction, or
    a float infinity or NaN) and how many values there were."""
    acc = _ExactSum()
    for x in data:
        acc.add(x)
    return acc.type, acc.total(), acc.count


def _as_type(value, T):
    """value (a Fraction, or a float special) as a T (a float when T is
    an int type and value is not whole)."""
    if type(value) is T:
        return value
    if issubclass(T, int) and value.denominator != 1:
        T = float
    try:
        return T(value)
    except TypeError:
        if hasattr(T, "from_float"):
            return T(value.numerator) / T(value.denominator)
        raise


def _nonnegative(values, errmsg="negative value"):
    for x in values:
        if x < 0:
            raise StatisticsError(errmsg)
        yield x


def _sqrt_of_frac(n, m):
    """sqrt(n/m), correctly rounded, for ints n >= 0 and m > 0."""
    if n <= 0:
        if n == 0:
            return 0.0
        n, m = -n, -m
    # scale so that the integer root has at least 56 bits
    k = max(0, 56 - (n.bit_length() - m.bit_length()) // 2)
    num = n << (2 * k)
    q = num // m
    root = math.isqrt(q)
    if root * root * m != num:
        root |= 1
    return math.ldexp(float(root), -k)


def mean(data):
    """The arithmetic mean of data."""
    T, total, n = _sum(data)
    if n < 1:
        raise StatisticsError("mean requires at least one data point")
    return _as_type(total / n, T)


def fmean(data, weights=None):
    """The mean of data as floats (fast, with fsum)."""
    if weights is None:
        try:
            n = len(data)
        except TypeError:
            n = 0
            def count(iterable):
                nonlocal n
                for n, x in enumerate(iterable, start=1):
                    yield x
            data = count(data)
        total = fsum(data)
        if not n:
            raise StatisticsError("fmean requires at least one data point")
        return total / n
    if not isinstance(weights, (list, tuple)):
        weights = list(weights)
    data = list(data)
    if len(data) != len(weights):
        raise StatisticsError("data and weights must be the same length")
    num = fsum(map(lambda x, w: x * w, data, weights))
    den = fsum(weights)
    if not den:
        raise StatisticsError("sum of weights must be non-zero")
    return num / den


def geometric_mean(data):
    """The geometric mean of positive data, as a float."""
    try:
        return exp(fmean(map(log, data)))
    except ValueError:
        raise StatisticsError("geometric mean requires a non-empty dataset containing positive numbers") from None


def harmonic_mean(data, weights=None):
    """The harmonic mean of non-negative data."""
    if iter(data) is data:
        data = list(data)
    errmsg = "harmonic mean does not support negative values"
    n = len(data)
    if n < 1:
        raise StatisticsError("harmonic_mean requires at least one data point")
    elif n == 1 and weights is None:
        x = data[0]
        if isinstance(x, (numbers.Real, Fraction)):
            if x < 0:
                raise StatisticsError(errmsg)
            return x
        raise TypeError("unsupported type")
    if weights is None:
        weights = repeat(1, n)
        sum_weights = n
    else:
        if iter(weights) is weights:
            weights = list(weights)
        if len(weights) != n:
            raise StatisticsError("Number of weights does not match data size")
        _, sum_weights, _ = _sum(w for w in _nonnegative(weights, errmsg))
    try:
        data = _nonnegative(data, errmsg)
        T, total, count = _sum(w / x if w else 0 for w, x in zip(weights, data))
    except ZeroDivisionError:
        return 0
    if total <= 0:
        raise StatisticsError("Weighted sum must be positive")
    return _as_type(sum_weights / total, T)


def median(data):
    """The middle value of data (the mean of the middle two)."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    """The low median of data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    """The high median of data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2]


def median_grouped(data, interval=1):
    """The median of grouped continuous data (the 50th percentile)."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    elif n == 1:
        return data[0]
    x = data[n // 2]
    for obj in (x, interval):
        if isinstance(obj, (str, bytes)):
            raise TypeError("expected number but got %r" % obj)
    try:
        L = x - interval / 2
    except TypeError:
        L = float(x) - float(interval) / 2
    l1 = bisect_left(data, x)
    l2 = bisect_right(data, x, lo=l1)
    cf = l1
    f = l2 - l1
    return L + interval * (n / 2 - cf) / f


def mode(data):
    """The most common value of data (the first seen among ties)."""
    pairs = Counter(iter(data)).most_common(1)
    try:
        return pairs[0][0]
    except IndexError:
        raise StatisticsError("no mode for empty data") from None


def multimode(data):
    """The most common values of data, in the order first seen."""
    counts = Counter(iter(data))
    if not counts:
        return []
    maxcount = max(counts.values())
    return [value for value, count in counts.items() if count == maxcount]


def quantiles(data, *, n=4, method="exclusive"):
    """The n-1 cut points dividing data into n intervals of equal
    probability."""
    if n < 1:
        raise StatisticsError("n must be at least 1")
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError("must have at least two data points")
    if method == "inclusive":
        m = ld - 1
        result = []
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            interpolated = (data[j] * (n - delta) + data[j + 1] * delta) / n
            result.append(interpolated)
        return result
    if method == "exclusive":
        m = ld + 1
        result = []
        for i in range(1, n):
            j = i * m // n
            j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
            delta = i * m - j * n
            interpolated = (data[j - 1] * (n - delta) + data[j] * delta) / n
            result.append(interpolated)
        return result
    raise ValueError(f"Unknown method: {method!r}")


def _squared_deviations(data, center=None):
    """(T, ss, center, count): the data's type, the exact sum of the
    squared deviations from center (the exact mean when None), the
    center and the count."""
    data = list(data)
    T, total, n = _sum(data)
    if n == 0:
        return T, Fraction(0), Fraction(0), 0
    if not isinstance(total, Fraction):
        return T, total, total, n
    center = total / n if center is None else _ratio(center)
    ss = sum(((_ratio(x) - center) ** 2 for x in data), Fraction(0))
    return T, ss, center, n


def variance(data, xbar=None):
    """The sample variance of data."""
    T, ss, c, n = _squared_deviations(data, xbar)
    if n < 2:
        raise StatisticsError("variance requires at least two data points")
    return _as_type(ss / (n - 1), T)


def pvariance(data, mu=None):
    """The population variance of data."""
    T, ss, c, n = _squared_deviations(data, mu)
    if n < 1:
        raise StatisticsError("pvariance requires at least one data point")
    return _as_type(ss / n, T)


def stdev(data, xbar=None):
    """The sample standard deviation of data."""
    T, ss, c, n = _squared_deviations(data, xbar)
    if n < 2:
        raise StatisticsError("stdev requires at least two data points")
    mss = ss / (n - 1)
    if not isinstance(mss, Fraction):
        return sqrt(mss)
    return _sqrt_of_frac(mss.numerator, mss.denominator)


def pstdev(data, mu=None):
    """The population standard deviation of data."""
    T, ss, c, n = _squared_deviations(data, mu)
    if n < 1:
        raise StatisticsError("pstdev requires at least one data point")
    mss = ss / n
    if not isinstance(mss, Fraction):
        return sqrt(mss)
    return _sqrt_of_frac(mss.numerator, mss.denominator)


def covariance(x, y, /):
    """The sample covariance of two inputs."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError("covariance requires that both inputs have same number of data points")
    if n < 2:
        raise StatisticsError("covariance requires at least two data points")
    xbar = fsum(x) / n
    ybar = fsum(y) / n
    sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    return sxy / (n - 1)


def correlation(x, y, /):
    """Pearson's correlation coefficient of two inputs."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError("correlation requires that both inputs have same number of data points")
    if n < 2:
        raise StatisticsError("correlation requires at least two data points")
    xbar = fsum(x) / n
    ybar = fsum(y) / n
    sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    sxx = fsum((d := xi - xbar) * d for xi in x)
    syy = fsum((d := yi - ybar) * d for yi in y)
    try:
        return sxy / sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError("at least one of the inputs is constant")


LinearRegression = namedtuple("LinearRegression", ("slope", "intercept"))


def linear_regression(x, y, /, *, proportional=False):
    """The slope and intercept of the least-squares line through the
    points."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError("linear regression requires that both inputs have same number of data points")
    if n < 2:
        raise StatisticsError("linear regression requires at least two data points")
    if proportional:
        sxy = fsum(xi * yi for xi, yi in zip(x, y))
        sxx = fsum(xi * xi for xi in x)
    else:
        xbar = fsum(x) / n
        ybar = fsum(y) / n
        sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
        sxx = fsum((d := xi - xbar) * d for xi in x)
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError("x is constant")
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


def _normal_dist_inv_cdf(p, mu, sigma):
    # Wichura's AS241 rational approximations of the normal quantile
    q = p - 0.5
    if abs(q) <= 0.425:
        r = 0.180625 - q * q
        num = (((((((2.5090809287301226727e+3 * r + 3.3430575583588128105e+4) * r +
                     6.7265770927008700853e+4) * r + 4.5921953931549871457e+4) * r +
                   1.3731693765509461125e+4) * r + 1.9715909503065514427e+3) * r +
                 1.3314166789178437745e+2) * r + 3.3871328727963666080e+0) * q
        den = (((((((5.2264952788528545610e+3 * r + 2.8729085735721942674e+4) * r +
                     3.9307895800092710610e+4) * r + 2.1213794301586595867e+4) * r +
                   5.3941960214247511077e+3) * r + 6.8718700749205790830e+2) * r +
                 4.2313330701600911252e+1) * r + 1.0)
        x = num / den
        return mu + (x * sigma)
    r = p if q <= 0.0 else 1.0 - p
    r = sqrt(-log(r))
    if r <= 5.0:
        r = r - 1.6
        num = (((((((7.74545014278341407640e-4 * r + 2.27238449892691845833e-2) * r +
                     2.41780725177450611770e-1) * r + 1.27045825245236838258e+0) * r +
                   3.64784832476320460504e+0) * r + 5.76949722146069140550e+0) * r +
                 4.63033784615654529590e+0) * r + 1.42343711074968357734e+0)
        den = (((((((1.05075007164441684324e-9 * r + 5.47593808499534494600e-4) * r +
                     1.51986665636164571966e-2) * r + 1.48103976427480074590e-1) * r +
                   6.89767334985100004550e-1) * r + 1.67638483018380384940e+0) * r +
                 2.05319162663775882187e+0) * r + 1.0)
    else:
        r = r - 5.0
        num = (((((((2.01033439929228813265e-7 * r + 2.71155556874348757815e-5) * r +
                     1.24266094738807843860e-3) * r + 2.65321895265761230930e-2) * r +
                   2.96560571828504891230e-1) * r + 1.78482653991729133580e+0) * r +
                 5.46378491116411436990e+0) * r + 6.65790464350110377720e+0)
        den = (((((((2.04426310338993978564e-15 * r + 1.42151175831644588870e-7) * r +
                     1.84631831751005468180e-5) * r + 7.86869131145613259100e-4) * r +
                   1.48753612908506148525e-2) * r + 1.36929880922735805310e-1) * r +
                 5.99832206555887937690e-1) * r + 1.0)
    x = num / den
    if q < 0.0:
        x = -x
    return mu + (x * sigma)


class NormalDist:
    """Normal distribution of a random variable."""

    __slots__ = {"_mu": "Arithmetic mean of a normal distribution",
                 "_sigma": "Standard deviation of a normal distribution"}

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError("sigma must be non-negative")
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        return cls(*_mean_and_stdev(data))

    def samples(self, n, *, seed=None):
        gauss = random.gauss if seed is None else random.Random(seed).gauss
        mu, sigma = self._mu, self._sigma
        return [gauss(mu, sigma) for i in range(n)]

    def pdf(self, x):
        variance = self._sigma * self._sigma
        if not variance:
            raise StatisticsError("pdf() not defined when sigma is zero")
        diff = x - self._mu
        return exp(diff * diff / (-2.0 * variance)) / sqrt(2.0 * math.pi * variance)

    def cdf(self, x):
        if not self._sigma:
            raise StatisticsError("cdf() not defined when sigma is zero")
        return 0.5 * (1.0 + erf((x - self._mu) / (self._sigma * sqrt(2.0))))

    def inv_cdf(self, p):
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError("p must be in the range 0.0 < p < 1.0")
        return _normal_dist_inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        if not isinstance(other, NormalDist):
            raise TypeError("Expected another NormalDist instance")
        X, Y = self, other
        if (Y._sigma, Y._mu) < (X._sigma, X._mu):
            X, Y = Y, X
        X_var, Y_var = X.variance, Y.variance
        if not X_var or not Y_var:
            raise StatisticsError("overlap() not defined when sigma is zero")
        dv = Y_var - X_var
        dm = abs(Y._mu - X._mu)
        if not dv:
            return 1.0 - erf(dm / (2.0 * X._sigma * sqrt(2.0)))
        a = X._mu * Y_var - Y._mu * X_var
        b = X._sigma * Y._sigma * sqrt(dm * dm + dv * log(Y_var / X_var))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (abs(Y.cdf(x1) - X.cdf(x1)) + abs(Y.cdf(x2) - X.cdf(x2)))

    def zscore(self, x):
        if not self._sigma:
            raise StatisticsError("zscore() not defined when sigma is zero")
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        return self._mu

    @property
    def median(self):
        return self._mu

    @property
    def mode(self):
        return self._mu

    @property
    def stdev(self):
        return self._sigma

    @property
    def variance(self):
        return self._sigma * self._sigma

    def __add__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        return NormalDist(x1._mu * x2, x1._sigma * abs(x2))

    def __truediv__(x1, x2):
        return NormalDist(x1._mu / x2, x1._sigma / abs(x2))

    def __pos__(x1):
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return f"{type(self).__name__}(mu={self._mu!r}, sigma={self._sigma!r})"


def _mean_and_stdev(data):
    T, ss, xbar, n = _squared_deviations(data)
    if n < 2:
        raise StatisticsError("stdev requires at least two data points")
    mss = ss / (n - 1)
    try:
        return float(xbar), _sqrt_of_frac(mss.numerator, mss.denominator)
    except AttributeError:
        return float(xbar), float(xbar) / float(ss)
