def read_lines():
    for line in ["# header", "alpha 3", "beta x", "", "gamma 7", "delta 12"]:
        yield line
def parse(lines):
    for ln in lines:
        if not ln or ln.startswith("#"):
            continue
        name, _, val = ln.partition(" ")
        try:
            yield name, int(val)
        except ValueError:
            print("skipping bad line:", repr(ln))
def running_total(pairs):
    total = 0
    for name, v in pairs:
        total += v
        yield name, v, total
for row in running_total(parse(read_lines())):
    print("%-6s %3d %4d" % row)
