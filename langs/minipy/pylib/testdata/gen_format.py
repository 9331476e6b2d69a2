# Writes format.jsonl: format(value, spec) for a cross product of values
# and specs, as CPython 3.11 computes it. Run from this directory:
#   python3 gen_format.py > format.jsonl
import itertools, json, sys

ints = [0, 1, -1, 7, 42, -42, 255, 1234, -1234, 65, 1234567, -987654321, 2**63 - 1, -2**63, 2**64 + 5, -(10**30) - 7, 0x10FFFF]
floats = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 0.1, 1 / 3, 2 / 3, 123.456, -123.456, 1234567.891, 1e16, 1e15,
          1.5e-5, 0.0001, 0.00001, 1e-7, 1e22, 1e100, -1e-300, 5e-324, 1.7976931348623157e308, 100.0, 10.0, 999.9996,
          0.125, 0.375, 9.995, 0.0005, 12345678.9, float('inf'), float('-inf'), float('nan'), -0.0004]
strs = ['', 'a', 'abc', 'hello world', 'héllo', '日本語', 'x' * 12]
specs = ['', 'd', 'b', 'o', 'x', 'X', 'c', 'n', 'e', 'E', 'f', 'F', 'g', 'G', '%', 's', 'r',
         '5', '-5', '<8', '>8', '^8', '^9', '=8', '*^11', '0>6', '08', '+', ' ', '-', '+08', ' 8', '#b', '#o', '#x', '#X',
         '#010x', '#10b', ',', '_', '012,', '011,', '15,', '_b', '_x', '#_x', '012_x', ',d', '_d', ',x', ',c',
         '.0', '.1', '.2', '.3', '.10', '.17', '.0f', '.1f', '.2f', '.3f', '10.3f', '<10.3f', '+.3f', '.0e', '.2e', '.3E',
         '.0g', '.1g', '.2g', '.4g', '#.3g', '#g', '#.0f', '#.0e', '#', '.0%', '.1%', ',.2f', '015,.2f', '_.3f', 'z.1f',
         'z', 'z.0f', '+z.2f', '.3s', '10.3s', '.0s', '>10s', ',.3', 'x<4', '€>6', '0=10', '0<6', '0^7', '=+8', '.25f',
         '.20e', '.30g', '20', '030', '+.0e', '#x<10', '10', 'zd', '+c', '#c', '.2d', '.2x', '=', 'ss', 'q', '_n', ',%']

def run(kind, v, s):
    try:
        out = format(v, s)
        return {"kind": kind, "v": repr(v) if kind != "str" else v, "spec": s, "out": out}
    except Exception as e:
        return {"kind": kind, "v": repr(v) if kind != "str" else v, "spec": s, "err": type(e).__name__ + ": " + str(e)}

for kind, vals in [("int", ints), ("float", floats), ("str", strs), ("bool", [True, False])]:
    for v, s in itertools.product(vals, specs):
        print(json.dumps(run(kind, v, s), ensure_ascii=False))
