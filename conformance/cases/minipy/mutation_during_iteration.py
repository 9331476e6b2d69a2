# Changing a dict, set or list while it is iterated or sorted (issue 43,
# item 7): CPython's errors, not an endless loop or a silent answer.
d = {1: 1, 2: 2}
try:
    for k in d:
        del d[k]
        d[k + 100] = 1
except RuntimeError as e:
    print("RuntimeError:", e)
d = {1: 1, 2: 2}
try:
    for k in d:
        d[k + 100] = 1
except RuntimeError as e:
    print("RuntimeError:", e)
d = {1: 1, 2: 2}
try:
    for k, v in d.items():
        d.pop(k)
except RuntimeError as e:
    print("RuntimeError:", e)
s = {1, 2}
try:
    for k in s:
        s.add(k + 10)
except RuntimeError as e:
    print("RuntimeError:", e)
s = {1, 2, 3}
try:
    for k in s:
        s.discard(k)
except RuntimeError as e:
    print("RuntimeError:", e)
l = [3, 1, 2]


def key(x):
    l.append(x)
    return x


try:
    l.sort(key=key)
except ValueError as e:
    print("ValueError:", e)
print(l)
seen = []


def peek(x):
    seen.append(len(l))
    return -x


l.sort(key=peek)
print(l, seen)
# changing only the values is allowed
d = {1: 1, 2: 2}
for k in d:
    d[k] = k * 10
print(d)
