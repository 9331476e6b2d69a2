def bsearch(a, x):
    lo, hi = 0, len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo if lo < len(a) and a[lo] == x else -1
data = list(range(0, 100, 7))
print([bsearch(data, v) for v in (0, 7, 49, 98, 50, -1, 1000)])
def isqrt_newton(n):
    x = n
    y = (x + 1) // 2
    while y < x:
        x, y = y, (y + n // y) // 2
    return x
print([isqrt_newton(v) for v in (0, 1, 15, 16, 10 ** 40 + 1)])
