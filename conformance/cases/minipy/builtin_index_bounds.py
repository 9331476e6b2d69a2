# index-sized ints beyond 48 bits (sys.maxsize) and ints beyond 64 bits
# as bounds of index and slices
import sys
print([1, 2, 3].index(3, 0, sys.maxsize), [1, 2].index(2, -10**30, 10**30), (1, 2).index(2, 0, 10**20))
print("abc".index("c", 0, sys.maxsize), "abc".find("b", -sys.maxsize), "abcabc".count("a", 0, 2**62))
print([1, 2, 3][sys.maxsize:], [1, 2, 3][-sys.maxsize:2], "ab"[-10**30:10**30], list(range(10))[2**50::2**49])
print([0] * 3 == [0, 0, 0], "x" * 2**1 , [1, 2, 3][2**40 - 2**40 + 1])
try:
    [1][2**70]
except IndexError as e:
    print("IndexError:", e)
try:
    [1][sys.maxsize]
except IndexError as e:
    print("IndexError:", e)
