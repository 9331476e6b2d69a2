inf = float("inf")
nan = float("nan")
print(inf, -inf, nan, inf + 1, inf - inf, inf * 0, -inf < 0 < inf)
print(nan == nan, nan != nan, nan < 1, nan > 1, inf == inf, float("-inf") == -inf)
print(float("Infinity"), float("-iNF"), float("nan"), 1e308 * 10, -1e308 * 10)
import math
print(math.isinf(inf), math.isnan(nan), math.isfinite(1.0), math.isfinite(inf))
print(max(1.0, inf), min(-inf, 0), abs(-inf), str(-nan))
