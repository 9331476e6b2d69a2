class Version:
    def __init__(self, s):
        self.parts = tuple(int(x) for x in s.split("."))
    def __lt__(self, other):
        return self.parts < other.parts
    def __le__(self, other):
        return self.parts <= other.parts
    def __eq__(self, other):
        return self.parts == other.parts
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))
vs = [Version(s) for s in ["1.10", "1.2", "1.2.1", "0.9", "1.2"]]
print(sorted(vs), max(vs), min(vs), Version("2.0") > Version("1.9"), Version("1.0") >= Version("1.0"))
try:
    Version("1") < 5
except (TypeError, AttributeError) as e:
    print(type(e).__name__)
try:
    object() < object()
except TypeError as e:
    print("TypeError:", e)
