class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
p = Point(3, 4)
d = {"name": "Ann", "age": 30, "1": "string one"}
items = ["zero", "one", ["nested"]]
print("{0.x},{0.y}".format(p), "{p.x}".format(p=p), "{d[name]} is {d[age]}".format(d=d), "{0[1]}".format({1: "int key", "1": "str key"}))
print("{0[0]} {0[2][0]} {0[1][1]}".format(items), "{name}-{0}".format(9, name="kw"), "{a[1]}".format(a=[5, 6]))
print("{:*^{w}}".format("c", w=7), "{x:{f}>{w}}".format(x=1, f="0", w=4))
