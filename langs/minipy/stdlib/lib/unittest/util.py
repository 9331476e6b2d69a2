"""Helpers of unittest: short reprs and the counting of differences."""

__unittest = True

_MAX_LENGTH = 80
_PLACEHOLDER_LEN = 12
_MIN_BEGIN_LEN = 5
_MIN_END_LEN = 5
_MIN_COMMON_LEN = 5
_MIN_DIFF_LEN = _MAX_LENGTH - (_MIN_BEGIN_LEN + _PLACEHOLDER_LEN + _MIN_COMMON_LEN + _MIN_END_LEN)


def safe_repr(obj, short=False):
    try:
        result = repr(obj)
    except Exception:
        result = object.__repr__(obj)
    if not short or len(result) < _MAX_LENGTH:
        return result
    return result[:_MAX_LENGTH] + " [truncated]..."


def _shorten(s, keep_start, keep_end):
    skip = len(s) - keep_start - keep_end
    if skip > _PLACEHOLDER_LEN:
        return "%s[%d chars]%s" % (s[:keep_start], skip, s[len(s) - keep_end:])
    return s


def common_shorten_repr(*args):
    """The reprs of args, each at most about 80 characters: a long prefix
    they share, then what differs, cut in the middle ("[N chars]")."""
    reprs = [safe_repr(a) for a in args]
    longest = max(len(r) for r in reprs)
    if longest <= _MAX_LENGTH:
        return tuple(reprs)
    shared = reprs[0]
    for r in reprs[1:]:
        n = 0
        while n < len(shared) and n < len(r) and shared[n] == r[n]:
            n += 1
        shared = shared[:n]
    cut = len(shared)
    room = _MAX_LENGTH - (longest - cut + _MIN_BEGIN_LEN + _PLACEHOLDER_LEN)
    if room > _MIN_COMMON_LEN:
        head = _shorten(shared, _MIN_BEGIN_LEN, room)
        return tuple(head + r[cut:] for r in reprs)
    head = _shorten(shared, _MIN_BEGIN_LEN, _MIN_COMMON_LEN)
    return tuple(head + _shorten(r[cut:], _MIN_DIFF_LEN, _MIN_END_LEN) for r in reprs)


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
