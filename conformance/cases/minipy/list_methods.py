a = [3, 1, 4]
a.append(1); a.extend([5, 9]); a.insert(0, 2); a.insert(100, 6); a.insert(-1, 7)
print(a, len(a), a.count(1), a.index(4), a.index(1, 3))
print(a.pop(), a.pop(0), a.pop(-2), a)
a.remove(1); a.reverse(); print(a)
b = a.copy(); b.clear(); print(a, b)
a += [0]; a *= 2; print(a, [0] * 3, [] * 5, [1, 2] + [3])
for f, arg in ((a.remove, 42), (a.index, 42)):
    try:
        f(arg)
    except ValueError as e:
        print("ValueError:", e)
try:
    [].pop()
except IndexError as e:
    print("IndexError:", e)
