import heapq, random
random.seed(7)
h = []
for x in [random.randint(0, 50) for _ in range(30)]:
    heapq.heappush(h, x)
print(h)
print([heapq.heappop(h) for _ in range(10)], h)
a = [random.random() for _ in range(20)]
heapq.heapify(a); print(a[:5])
print(heapq.heapreplace(a, 0.5), heapq.heappushpop(a, 0.1), a[:4])
print(heapq.nlargest(3, [5, 1, 8, 3, 8, 2]), heapq.nsmallest(2, "hello"), heapq.nlargest(2, [(1, 'a'), (1, 'b'), (0, 'c')], key=lambda t: t[0]))
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [3, 6, 9])), list(heapq.merge([3, 2], [4, 1], reverse=True)), list(heapq.merge(["a", "bb"], ["c"], key=len)))
t = [(3, "c"), (1, "a"), (2, "b")]; heapq.heapify(t); print(t, heapq.heappop(t))
try: heapq.heappop([])
except IndexError as e: print("IndexError", e)
try: heapq.heappush((), 1)
except TypeError as e: print("TypeError", e)
