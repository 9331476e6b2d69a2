import time
t1 = time.time()
p1 = time.perf_counter()
total = sum(range(1000))
t2 = time.time()
p2 = time.perf_counter()
print(total, type(t1).__name__, t2 >= t1, p2 >= p1, t1 > 1.6e9)
