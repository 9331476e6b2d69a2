# glob: patterns with *, ?, [], ** (recursive), trailing /, hidden names,
# root_dir (no chdir: cases may share a process), escape, in a directory
# of its own.
import glob, os
base = "/tmp/glob_case_%s" % os.urandom(6).hex()
for p in ("a.py", "b.txt", ".hid.py", "sub/c.py", "sub/deep/d.py", "sub/.h/e.py", "x[1].py"):
    full = os.path.join(base, p); os.makedirs(os.path.dirname(full), exist_ok=True); open(full, "w").close()
for pat, kw in [("*.py", {}), ("*", {}), ("sub/*", {}), ("*/*.py", {}), ("**/*.py", {}), ("**/*.py", {"recursive": True}),
                ("**", {"recursive": True}), ("sub/**/", {"recursive": True}), ("*.py", {"include_hidden": True}),
                ("nope*", {}), ("a.py", {}), ("sub/", {}), ("x[[]1].py", {}), (glob.escape("x[1].py"), {}), ("?.py", {}),
                ("**/*.py", {"recursive": True, "include_hidden": True})]:
    print(pat, kw, sorted(glob.glob(pat, root_dir=base, **kw)))
print(sorted(glob.glob("*.py", root_dir=os.path.join(base, "sub"))), sorted(glob.glob(os.path.join(base, "s*", "*.py")))[0].endswith("c.py"))
print(glob.escape("a*b?[c]"), glob.has_magic("a*"), glob.has_magic("ab"), sorted(glob.iglob("*.txt", root_dir=base)))
import shutil; shutil.rmtree(base)
