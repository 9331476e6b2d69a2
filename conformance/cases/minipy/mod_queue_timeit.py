# queue's four kinds of queue in one thread (Empty and Full on a call
# that may not block or whose timeout runs out, task counting), and
# timeit's Timer, timeit and repeat on statements, setups and callables.
import queue
import timeit

q = queue.Queue(maxsize=2)
q.put(1)
q.put_nowait("two")
print(q.qsize(), q.full(), q.empty())
try:
    q.put(3, block=False)
except queue.Full:
    print("full")
try:
    q.put(3, timeout=0.01)
except queue.Full:
    print("full after timeout")
print(q.get(), q.get_nowait(), q.empty())
try:
    q.get_nowait()
except queue.Empty as e:
    print("empty", type(e).__name__, repr(e))
try:
    q.get(timeout=0)
except queue.Empty:
    print("empty after timeout")
q.task_done()
q.task_done()
q.join()
try:
    q.task_done()
except ValueError as e:
    print(e)

lq = queue.LifoQueue()
pq = queue.PriorityQueue()
for x in [5, 1, 4, 2, 3]:
    lq.put(x)
    pq.put((x % 3, x))
print([lq.get() for _ in range(lq.qsize())])
print([pq.get() for _ in range(pq.qsize())])

sq = queue.SimpleQueue()
sq.put("a")
sq.put_nowait("b")
print(sq.qsize(), sq.get(), sq.get_nowait(), sq.empty())
try:
    sq.get(block=False)
except queue.Empty:
    print("simple empty")
print(queue.Queue().maxsize, queue.Queue(3).maxsize, issubclass(queue.PriorityQueue, queue.Queue))
try:
    queue.Queue().get(timeout=-1)
except ValueError as e:
    print(e)


def work(n):
    return sum(i * i for i in range(n))


t = timeit.timeit("work(50)", setup="from __main__ import work", number=20)
print(type(t).__name__, t >= 0)
print(timeit.timeit("x * 2", setup="x = 21", number=5) >= 0)
print(timeit.timeit("y + 1", number=3, globals={"y": 1}) >= 0)
times = timeit.repeat(lambda: work(10), repeat=3, number=10)
print(len(times), all(s >= 0 for s in times))
timer = timeit.Timer("pass")
n, took = timer.autorange()
print(n >= 1, took >= 0.2)
for bad in (3, None):
    try:
        timeit.timeit(bad)
    except ValueError as e:
        print("ValueError:", e)
print(timeit.default_timer() > 0, timeit.default_number, timeit.default_repeat)
