# the bisect module: binary search and insertion in sorted lists
import bisect
from bisect import bisect_left, bisect_right, insort

a = [1, 2, 2, 2, 5, 8]
for x in (0, 1, 2, 3, 8, 9):
    print(x, bisect_left(a, x), bisect_right(a, x), bisect.bisect(a, x))
print(bisect_left(a, 2, 2), bisect_right(a, 2, 0, 3))
insort(a, 4)
bisect.insort_left(a, 2)
print(a)
words = ["bb", "a", "dddd", "ccc"]
words.sort(key=len)
bisect.insort(words, "ee", key=len)
print(words, bisect_left(words, 3, key=len))
try:
    bisect_left(a, 1, -1)
except ValueError as e:
    print("ValueError", e)
