# Writes random.jsonl: what CPython 3.11's random module draws after
# seeding. Each line is one seed and a script of calls with their
# results (repr). Run from this directory: python3 gen_random.py > random.jsonl
import json, random

seeds = [0, 1, 42, -42, 12345, 2**32 - 1, 2**32, 2**64 + 7, 10**40, "hello", ""]
for seed in seeds:
    r = random.Random(seed)
    calls = []
    def call(name, *args):
        try:
            out = getattr(r, name)(*args)
            calls.append({"name": name, "args": [str(a) for a in args], "out": repr(out)})
        except Exception as e:
            calls.append({"name": name, "args": [str(a) for a in args], "err": type(e).__name__ + ": " + str(e)})
    for _ in range(3):
        call("random")
    for k in [0, 1, 5, 31, 32, 33, 63, 64, 65, 100, 200]:
        call("getrandbits", k)
    for a, b in [(1, 6), (0, 0), (-10, 10), (0, 2**40), (5, 4), (0, 10**30)]:
        call("randint", a, b)
    for args in [(10,), (0,), (-3,), (1, 100), (0, 100, 7), (100, 0, -3), (0, 10, 0), (5, 5), (0, 2**70, 3), (10, 20, -1),
                 (2**65,), (-5, 5, 2)]:
        call("randrange", *args)
    for _ in range(3):
        call("uniform", -2.5, 7.25)
    lst = list(range(20))
    r.shuffle(lst)
    calls.append({"name": "shuffle", "args": ["20"], "out": repr(lst)})
    calls.append({"name": "choice", "args": ["50"], "out": repr(r.choice(range(50)))})
    for n, k in [(10, 3), (100, 10), (30, 30), (1000, 7), (5, 6)]:
        try:
            calls.append({"name": "sample", "args": [str(n), str(k)], "out": repr(r.sample(range(n), k))})
        except ValueError as e:
            calls.append({"name": "sample", "args": [str(n), str(k)], "err": "ValueError: " + str(e)})
    call("random")
    print(json.dumps({"kind": "str" if isinstance(seed, str) else "int", "v": str(seed), "calls": calls}))
