data = [1, 5, 12, 3, 20]
if (n := len(data)) > 3:
    print("long", n)
print([y for x in data if (y := x * 2) > 10], y)
values = iter([3, 2, 1, 0, 5])
while (v := next(values)) != 0:
    print("v", v)
print((z := 5) + z)
