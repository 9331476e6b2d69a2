import sys
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
sys.setrecursionlimit(3000)
print(depth(2500))
sys.setrecursionlimit(100)
try:
    depth(200)
except RecursionError as e:
    print("RecursionError:", e)
print(depth(50))
