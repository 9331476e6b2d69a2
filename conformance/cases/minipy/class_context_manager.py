class Tracker:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type.__name__ if exc_type else None, exc)
        return exc_type is KeyError
with Tracker("a") as t:
    print("inside", t.name)
with Tracker("outer"), Tracker("inner"):
    print("both")
with Tracker("swallow"):
    raise KeyError("k")
print("after swallow")
try:
    with Tracker("propagate"):
        raise ValueError("v")
except ValueError as e:
    print("caught", e)
def early():
    with Tracker("ret"):
        return "returned"
print(early())
