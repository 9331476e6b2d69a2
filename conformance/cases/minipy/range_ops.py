r = range(2, 20, 3)
print(r, list(r), len(r), r[0], r[-1], r[1:3], r[::-1], 5 in r, 6 in r, r.index(8), r.count(11))
print(list(range(5)), list(range(5, 0, -1)), list(range(0)), range(10**20)[-1], range(3) == range(0, 3))
print(list(reversed(range(4))), sum(range(101)), max(range(7)), list(range(-3, 3)), range(0, 10, 2)[2:])
try:
    range(1, 2, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    r[100]
except IndexError as e:
    print("IndexError:", e)
