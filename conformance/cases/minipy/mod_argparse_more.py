# argparse: long programs' usage, raw and metavar-type formatters, prefix
# chars, abbreviations, negative numbers, parents and conflicts, the
# add_argument errors, exit_on_error, extend/append_const/nargs='?'.
import argparse
import sys

sys.stderr = sys.stdout


def run(p, args):
    print(">>>", args)
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)


# a long prog name: the usage wraps under "usage:"
p = argparse.ArgumentParser(prog="a-rather-long-program-name-that-takes-most-of-the-line-width",
                            formatter_class=argparse.RawDescriptionHelpFormatter,
                            description="line one\n  line two indented\n\nline four")
for i in range(6):
    p.add_argument("--option-number-%d" % i, metavar="N%d" % i, type=int)
p.add_argument("first")
p.add_argument("second", nargs="+")
p.print_help()
run(p, ["a", "b", "c", "--option-number-3", "9"])
run(p, ["a", "--option-number-1", "-5", "b"])
run(p, ["--option-number-2"])

# negative numbers become options when one looks like a number
q = argparse.ArgumentParser(prog="neg")
q.add_argument("-1", dest="one", action="store_true")
q.add_argument("x", nargs="?")
run(q, ["-1"])
run(q, ["-2"])
q2 = argparse.ArgumentParser(prog="neg2")
q2.add_argument("x", type=float)
q2.add_argument("-k", type=int)
run(q2, ["-2.5", "-k", "-3"])

# raw text, metavar type, prefix chars, abbreviations off
r = argparse.ArgumentParser(prog="raw", formatter_class=argparse.RawTextHelpFormatter, prefix_chars="-+")
r.add_argument("+x", action="store_true", help="plus x\n  keeps\nlines")
r.add_argument("--longname", help="a")
r.add_argument("--longer", help="b")
r.print_help()
run(r, ["+x", "--longn", "v"])
run(r, ["--long", "v"])
r2 = argparse.ArgumentParser(prog="noabbrev", allow_abbrev=False)
r2.add_argument("--verbose", action="store_true")
run(r2, ["--verb"])
m = argparse.ArgumentParser(prog="mt", formatter_class=argparse.MetavarTypeHelpFormatter)
m.add_argument("--n", type=int)
m.add_argument("f", type=float)
m.print_help()

# parents, conflicts, resolve
base = argparse.ArgumentParser(add_help=False)
base.add_argument("--shared", default="s")
child = argparse.ArgumentParser(prog="child", parents=[base])
child.add_argument("--own")
child.print_help()
run(child, ["--shared", "t"])
res = argparse.ArgumentParser(prog="res", conflict_handler="resolve")
res.add_argument("-x", "--xx", help="old")
res.add_argument("-x", help="new")
res.print_help()
try:
    bad = argparse.ArgumentParser(prog="bad", parents=[argparse.ArgumentParser()])
except argparse.ArgumentError as e:
    print("ArgumentError:", e)
for kwargs in [dict(action="store_true", type=int), dict(nargs=0), dict(action="nope"), dict(type="int")]:
    try:
        argparse.ArgumentParser().add_argument("--z", **kwargs)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
try:
    argparse.ArgumentParser().add_argument("pos", required=True)
except TypeError as e:
    print("TypeError:", e)
e = argparse.ArgumentParser(prog="noexit", exit_on_error=False)
e.add_argument("--n", type=int)
try:
    e.parse_args(["--n", "x"])
except argparse.ArgumentError as err:
    print("ArgumentError:", err)
a = argparse.ArgumentParser(prog="app")
a.add_argument("--list", nargs="*", default=[1])
a.add_argument("--ext", action="extend", nargs="+")
a.add_argument("--c", action="append_const", const="C", dest="cs")
a.add_argument("--opt", nargs="?", const="CONST", default="DEF")
run(a, ["--list", "--ext", "a", "b", "--ext", "c", "--c", "--c", "--opt"])
run(a, ["--list", "x", "y", "--opt", "v"])
run(a, ["--opt=", "--list=q"])
print(repr(a.parse_args([]).list))
print(argparse.Namespace(**{"a b": 1, "c": 2}))
print(argparse.FileType("w"), argparse.FileType("rb", encoding="utf-8"))
act = a._actions[1]
print(type(act).__name__, act.dest, act.nargs, act.default)
print(a.format_usage(), end="")
