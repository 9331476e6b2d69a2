"""Heap queue algorithm (a.k.a. priority queue).

Heaps are lists for which a[k] <= a[2*k+1] and a[k] <= a[2*k+2] for all
k; a[0] is the smallest item. The operations on the list are Go code
(_heapq); nlargest, nsmallest and merge are written here.
"""

from _heapq import (heappush, heappop, heapify, heapreplace, heappushpop,
                    _heappop_max, _heapify_max, _heapreplace_max)

__all__ = ["heappush", "heappop", "heapify", "heapreplace", "merge",
           "nlargest", "nsmallest", "heappushpop"]


def merge(*iterables, key=None, reverse=False):
    """Merge sorted inputs into a single sorted output, lazily.

    Like sorted(itertools.chain(*iterables)), items that compare equal
    come in the order of the inputs they came from.
    """
    entries = []
    for order, it in enumerate(map(iter, iterables)):
        for value in it:
            entries.append([value if key is None else key(value), order, value, it])
            break
    if reverse:
        def before(a, b):
            return b[0] < a[0] or (not a[0] < b[0] and a[1] < b[1])
    else:
        def before(a, b):
            return a[0] < b[0] or (not b[0] < a[0] and a[1] < b[1])
    while entries:
        best = 0
        for i in range(1, len(entries)):
            if before(entries[i], entries[best]):
                best = i
        entry = entries[best]
        yield entry[2]
        for value in entry[3]:
            entry[0] = value if key is None else key(value)
            entry[2] = value
            break
        else:
            del entries[best]


def nsmallest(n, iterable, key=None):
    """The n smallest items of iterable: sorted(iterable, key=key)[:n]."""
    if n <= 0:
        return []
    return sorted(iterable, key=key)[:n]


def nlargest(n, iterable, key=None):
    """The n largest items of iterable: sorted(iterable, key=key,
    reverse=True)[:n]."""
    if n <= 0:
        return []
    return sorted(iterable, key=key, reverse=True)[:n]
