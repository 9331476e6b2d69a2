# shlex (POSIX and non-POSIX splitting, comments, quote/join), getopt
# and gnu_getopt with their errors, fnmatch patterns.
import fnmatch
import getopt
import shlex

for text in ['a b  c', 'a "b c" d', "a 'b \\' c", 'a\\ b', '"a\\"b" \'x"y\'', '""', "''x",
             'a"b c"d', '"a\\$b\\\\c"', 'x # comment\ny', 'a#b', '\\\\ \\"']:
    for kw in ({}, {"comments": True}, {"posix": False}):
        try:
            print(repr(text), kw, shlex.split(text, **kw))
        except ValueError as e:
            print(repr(text), kw, "ValueError:", e)
for text in ['"abc', 'abc\\', "'x"]:
    try:
        print(shlex.split(text))
    except ValueError as e:
        print("ValueError:", e)
print(shlex.quote("a b"), shlex.quote("it's"), shlex.quote(""), shlex.quote("safe-1.txt"))
print(shlex.join(["ls", "-l", "a b", "$HOME"]))

args = ["-a", "-b", "val", "--long=1", "--fl", "x", "y", "-c"]
print(getopt.getopt(args, "ab:c", ["long=", "flag"]))
print(getopt.gnu_getopt(args, "ab:c", ["long=", "flag"]))
print(getopt.gnu_getopt(args, "+ab:c", ["long=", "flag"]))
print(getopt.getopt(["-bval", "--", "-a"], "ab:"))
print(getopt.getopt(["-ab", "v", "rest"], "ab:"), getopt.getopt(["-"], "a"))
for bad in (["-z"], ["-b"], ["--long"], ["--flag=3"], ["--nope"], ["--f"]):
    try:
        print(getopt.getopt(bad, "ab:", ["long=", "flag", "fluff"]))
    except getopt.GetoptError as e:
        print("GetoptError:", e, repr(e.opt), e.msg == str(e))

names = ["a.py", "b.txt", "c.PY", ".hidden", "x[1].py", "ab", "a-z", "dir/sub.py"]
for pat in ["*.py", "?", "[ab]*", "[!a]*", "*[]]*", "[a-c]*", "[z-a]*", "x[[]1]*", "*",
            "[!]", "[", "[-]", "a[!-]z", "**.py", "dir/*"]:
    print(pat, fnmatch.filter(names, pat), fnmatch.fnmatchcase("A.PY", pat), fnmatch.fnmatch("a.py", pat))
print(fnmatch.translate("*.py"), fnmatch.translate("a?[!b]"))
