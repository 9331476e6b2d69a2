# string.Formatter's numbering, nested specs, conversions and hooks; heapq's n=1 corners
import string
f = string.Formatter()
for fmt, a, k in [("{} {}", (1, 2), {}), ("{0} {1} {0}", ("a", "b"), {}), ("{x:{w}}|", (), {"x": 3, "w": 5}), ("{:{}}", ("ab", 4), {}), ("{0[1]} {1.real}", ([5, 6], 3), {}), ("{!r:>6}", ("s",), {}), ("{:{}{}}", (1, "<", 3), {}), ("{0:{1}} {}", (1, 2), {}), ("{} {0}", (1,), {}), ("{:{:{}}}", (1, 2, 3), {}), ("{a}{{}}", (), {"a": 1}), ("{0!x}", (1,), {}), ("{1}{}", (1, 2), {})]:
    try: print(repr(f.format(fmt, *a, **k)))
    except (ValueError, IndexError, KeyError) as e: print(type(e).__name__, e)
class Strict(string.Formatter):
    def check_unused_args(self, used, args, kwargs):
        print("used", sorted(map(str, used)), len(args), sorted(kwargs))
print(Strict().format("{0}{x}", 1, 2, x=3, y=4))
import heapq
print(heapq.nsmallest(1, []), heapq.nlargest(1, iter([])), heapq.nsmallest(1, [3,1,2,1.0], key=lambda x: x), heapq.nlargest(1, [(1,"a"),(1,"b")], key=lambda t: t[0]), heapq.nsmallest(2, "bca"), heapq.nlargest(1, [1.0, 1]), heapq.nsmallest(1, [1.0, 1]))
