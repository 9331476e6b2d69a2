# argparse: help and usage as CPython 3.11 lays them out (wrapping, sections,
# %(default)s), parsing of options, positionals and nargs, and the
# errors (usage, "PROG: error: ...", exit status 2) on stderr, here stdout.
import argparse
import sys

sys.stderr = sys.stdout


def run(p, args):
    print(">>>", args)
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)


p = argparse.ArgumentParser(prog="pollard", description="Find a divisor. " * 6, epilog="See the docs.")
p.add_argument("num", type=int, help="The value to find a divisor of")
p.add_argument("--attempts", type=int, default=3, help="The number of attempts before giving up (default %(default)s)")
p.add_argument("-s", "--string", dest="input_string", default="Hello World!! Welcome to Cryptography", help="Hash the string")
p.add_argument("-v", "--verbose", action="count", default=0)
p.add_argument("-q", action="store_true", help="quiet")
p.add_argument("--mode", choices=["fast", "slow"], default="fast", help="one of %(choices)s")
p.add_argument("--very-long-option-name-here", metavar="VALUE", help="a long help text that will surely need to be wrapped because it is longer than the width of the terminal window")
p.add_argument("-I", "--include", action="append", help="add a path")
p.add_argument("rest", nargs="*", help="more")
p.print_help()
p.print_usage()
for args in [["5"], ["5", "--attempts", "7"], ["--attempts=9", "12", "a", "b"], [], ["x"], ["5", "--attempts"],
             ["5", "--attempts", "z"], ["5", "-vvv", "-q"], ["5", "--mode", "medium"], ["5", "--mo", "slow"],
             ["5", "--bogus"], ["5", "-I", "a", "-Ib", "--include=c"], ["-sabc", "3"], ["--", "-3"], ["-3"],
             ["5", "-qv"], ["5", "-qx"], ["5", "--str", "s"], ["5", "-h"]]:
    run(p, args)

p2 = argparse.ArgumentParser(prog="tabu", description="Tabu Search")
p2.add_argument("-f", "--File", type=str, help="Path to the file containing the data", required=True)
p2.add_argument("-i", "--Iterations", type=int, help="How many iterations the algorithm should perform", required=True)
p2.add_argument("-s", "--Size", type=int, help="Size of the tabu list", required=True)
p2.print_help()
run(p2, [])
run(p2, ["-f", "x", "-i", "3", "-s", "4"])

p3 = argparse.ArgumentParser(prog="sort")
p3.add_argument("-m", "--mem", help="amount of memory to use for sorting", default="100M")
p3.add_argument("filename", metavar="<filename>", nargs=1, help="name of file to sort")
p3.add_argument("pair", nargs=2, type=float)
p3.add_argument("opt", nargs="?", default="dflt")
p3.print_help()
run(p3, ["f", "1", "2"])
run(p3, ["f", "1", "2", "o", "extra"])
run(p3, ["f", "1"])
run(p3, ["f", "1", "y"])

p4 = argparse.ArgumentParser(prog="mx", formatter_class=argparse.ArgumentDefaultsHelpFormatter)
g = p4.add_mutually_exclusive_group(required=True)
g.add_argument("--a", action="store_true", help="aaa")
g.add_argument("--b", type=int, default=4, help="bbb")
grp = p4.add_argument_group("extra", "Extra options here.")
grp.add_argument("--c", action="store_const", const=42)
p4.add_argument("--flag", action=argparse.BooleanOptionalAction, default=True, help="a flag")
p4.add_argument("--version", action="version", version="%(prog)s 1.0")
p4.print_help()
run(p4, [])
run(p4, ["--a", "--b", "3"])
run(p4, ["--b", "3", "--c", "--no-flag"])
run(p4, ["--version"])
ns, extra = p4.parse_known_args(["--a", "--zzz", "q"])
print(ns, extra)
print(argparse.Namespace(a=1, b="x") == argparse.Namespace(a=1, b="x"), "a" in argparse.Namespace(a=1))
try:
    p4.add_argument("--a")
except argparse.ArgumentError as e:
    print("ArgumentError", e)
p5 = argparse.ArgumentParser(prog="p5", add_help=False, usage="%(prog)s [options] file")
p5.add_argument("file")
p5.set_defaults(extra=5)
print(p5.format_help(), end="")
run(p5, ["x"])
print(p5.get_default("extra"))
def positive(s):
    n = int(s)
    if n <= 0:
        raise argparse.ArgumentTypeError("%r is not positive" % s)
    return n
p6 = argparse.ArgumentParser(prog="p6")
p6.add_argument("n", type=positive)
p6.add_argument("--xs", nargs="+", type=int, metavar="X")
p6.add_argument("--pt", nargs=2, metavar=("X", "Y"))
run(p6, ["-1"])
run(p6, ["0"])
run(p6, ["4", "--xs"])
run(p6, ["4", "--xs", "1", "2", "--pt", "a", "b"])
p6.print_help()
