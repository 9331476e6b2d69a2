d = {"name": "Ann", "n": 3, "x": 2.5}
print("%(name)s has %(n)d items at %(x).2f" % d, "%(name)r" % d, "%(n)05d|%(name)-6s|" % d)
print("%s" % {"k": 1}, "%(a(b))s" % {"a(b)": "nested parens"})
try:
    print("%(missing)s" % d)
except KeyError as e:
    print("KeyError:", e)
