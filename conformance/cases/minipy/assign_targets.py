a = b = c = [1]
a.append(2)
print(a, b, c, a is c)
x, y = y, x = 1, 2
print(x, y)
class O:
    pass
obj = O()
obj.attr = 5
obj.attr += 1
lst = [0, 0]
lst[0], lst[1] = 7, 8
i = 0
i, lst[i] = 1, 99
print(obj.attr, lst, i)
d = {}
d["k"] = d.get("k", 0) + 1
d["k"] += 1
print(d)
