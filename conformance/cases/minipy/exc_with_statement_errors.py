class CM:
    def __init__(self, tag, suppress=False):
        self.tag, self.suppress = tag, suppress
    def __enter__(self):
        return self.tag
    def __exit__(self, t, v, tb):
        print("exit", self.tag, t.__name__ if t else "-")
        return self.suppress
for suppress in (True, False):
    try:
        with CM("first", suppress) as tag:
            print("in", tag)
            raise IndexError("boom")
        print("after with, suppressed")
    except IndexError as e:
        print("propagated", e)
class BadEnter:
    def __enter__(self):
        raise RuntimeError("enter failed")
    def __exit__(self, *a):
        print("never")
try:
    with BadEnter():
        print("never body")
except RuntimeError as e:
    print("RuntimeError:", e)
