a = {1, 2, 3, 4}
b = {3, 4, 5}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b), a <= b, {3} < a, a.isdisjoint({9}))
a.add(10); a.discard(1); a.discard(99); a.remove(2)
print(sorted(a), len(a), 3 in a, 2 in a)
a.update([7, 8], (9,))
print(sorted(a), sorted(a.union(b)), sorted(a.intersection(b)), sorted(a.difference(b)))
print(set(), set("aab") == {"a", "b"}, len({1, 1.0, True}), sorted({x % 4 for x in range(20)}))
try:
    a.remove(12345)
except KeyError as e:
    print("KeyError:", e)
s = {1}
print(s.pop(), s)
