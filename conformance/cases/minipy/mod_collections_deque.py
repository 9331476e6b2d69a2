from collections import deque
d = deque([1, 2, 3])
d.append(4); d.appendleft(0); d.extend([5]); d.extendleft([-1, -2])
print(d, len(d), d[0], d[-1], d.pop(), d.popleft(), d)
d.rotate(2)
print(d)
d.rotate(-3)
print(d, list(d), 3 in d)
q = deque(maxlen=3)
for i in range(6):
    q.append(i)
print(q, q.maxlen)
try:
    deque().pop()
except IndexError as e:
    print("IndexError:", e)
