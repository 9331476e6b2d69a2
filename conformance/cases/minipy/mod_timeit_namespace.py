# timeit runs its setup and statement in one function: the names the
# setup binds are the statement's locals, the globals given are theirs,
# a statement that does not compile alone is a SyntaxError at once.
import timeit

log = []
t = timeit.Timer("acc.append(len(acc))", setup="acc = log", globals=globals())
print(t.timeit(4) >= 0, log)

print(timeit.timeit("n * 2", setup="n = 21", number=3) >= 0)

g = {"items": []}
timeit.timeit("items.append(1)", globals=g, number=5)
print(g["items"], sorted(k for k in g if not k.startswith("__")))

calls = []
print(timeit.Timer(lambda: calls.append(1), setup=lambda: calls.append(0)).timeit(3) >= 0, calls)

for bad in ["x = ", "return 1", "  indented"]:
    try:
        timeit.timeit(bad, number=1)
    except SyntaxError as e:
        print("SyntaxError:", type(e).__name__)

try:
    timeit.Timer(stmt=3)
except ValueError as e:
    print(e)

print(len(timeit.repeat("pass", repeat=4, number=2)))
multi = """
total = 0
for i in range(3):
    total += i
"""
print(timeit.timeit(multi, number=2) >= 0)

try:
    timeit.timeit("undefined_name", number=1)
except NameError as e:
    import traceback
    print(traceback.format_exc().splitlines()[-2:])
