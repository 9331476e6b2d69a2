# bisect for minipy: binary search in sorted lists, with CPython 3.11's
# signatures (lo, hi and key).


def _bounds(a, lo, hi):
    if lo < 0:
        raise ValueError("lo must be non-negative")
    if hi is None:
        hi = len(a)
    return lo, hi


def bisect_left(a, x, lo=0, hi=None, *, key=None):
    lo, hi = _bounds(a, lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        v = a[mid] if key is None else key(a[mid])
        if v < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    lo, hi = _bounds(a, lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        v = a[mid] if key is None else key(a[mid])
        if x < v:
            hi = mid
        else:
            lo = mid + 1
    return lo


def insort_left(a, x, lo=0, hi=None, *, key=None):
    k = x if key is None else key(x)
    a.insert(bisect_left(a, k, lo, hi, key=key), x)


def insort_right(a, x, lo=0, hi=None, *, key=None):
    k = x if key is None else key(x)
    a.insert(bisect_right(a, k, lo, hi, key=key), x)


bisect = bisect_right
insort = insort_right
