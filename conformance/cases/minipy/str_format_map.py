# str.format_map: the mapping itself answers the names (a dict subclass's
# __missing__, any object with __getitem__), with attribute and index
# paths, conversions and specs; numbered fields are a ValueError.
class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"


class Upper:
    def __getitem__(self, key):
        return key.upper()


print("{a}-{b}".format_map({"a": 1, "b": 2.5}))
print("{name} is {age:>4d} {x!r}".format_map(Default(name="Ann", age=7)))
print("{who} {what[0]} {what.__class__.__name__}".format_map(Upper()))
print("{p.real} {q[1]}".format_map({"p": 3 + 4j, "q": [10, 20]}))
for bad in ["{0}", "{}", "{missing}"]:
    try:
        print(bad.format_map({}))
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
try:
    "{a}".format_map()
except TypeError as e:
    print("TypeError", e)
