def append_to(x, acc=[]):
    acc.append(x)
    return acc
print(append_to(1), append_to(2), append_to(3, []))
def safe(x, acc=None):
    if acc is None:
        acc = []
    acc.append(x)
    return acc
print(safe(1), safe(2))
def show(a, b="dflt", *rest):
    return f"{a}-{b}-{rest}"
print(show("x"), show("x", "y", "z"), show.__name__)
