"""Helpers of unittest: short reprs and the counting of differences."""

__unittest = True

_MAX_LENGTH = 80


def safe_repr(obj, short=False):
    try:
        result = repr(obj)
    except Exception:
        result = object.__repr__(obj)
    if not short or len(result) < _MAX_LENGTH:
        return result
    return result[:_MAX_LENGTH] + " [truncated]..."


def strclass(cls):
    return "%s.%s" % (cls.__module__, cls.__qualname__)


def count_differences(actual, expected):
    """The elements whose counts differ, as (count in actual, count in
    expected, element), for unhashable elements too."""
    out = []
    a, b = list(actual), list(expected)
    seen = []
    for elem in a + b:
        if any(elem is s or elem == s for s in seen):
            continue
        seen.append(elem)
        ca = sum(1 for x in a if x is elem or x == elem)
        cb = sum(1 for x in b if x is elem or x == elem)
        if ca != cb:
            out.append((ca, cb, elem))
    return out
