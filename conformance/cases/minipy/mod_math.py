import math
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(math.sqrt(16), math.sqrt(2), math.floor(-2.5), math.ceil(-2.5), math.floor(3), math.trunc(-3.7), type(math.floor(2.5)).__name__)
print(math.factorial(20), math.factorial(0), math.gcd(12, 18), math.gcd(0, 5), math.isqrt(99), math.comb(10, 3), math.perm(5, 2))
print(math.log(math.e), math.log(8, 2), math.log(100, 10), math.log10(1000), math.log2(1024), math.exp(1), math.exp(0))
print(math.sin(0), math.cos(0), round(math.sin(math.pi / 6), 10), math.atan2(1, 1) == math.pi / 4, math.hypot(3, 4))
print(math.fabs(-3), math.copysign(2, -0.0), math.pow(2, 10), math.fmod(7, 3), math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.degrees(math.pi), math.radians(180), math.isclose(0.1 + 0.2, 0.3), math.log(10**100))
for f, arg in ((math.sqrt, -1), (math.log, 0), (math.factorial, -1), (math.exp, 1000)):
    try:
        f(arg)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
