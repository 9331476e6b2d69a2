# shutil (copy, copyfile, copytree with ignore_patterns, move, rmtree and
# its errors, which) and tempfile (TemporaryDirectory, NamedTemporaryFile,
# TemporaryFile, mkdtemp) inside a temporary directory of their own.
import os, shutil, tempfile
with tempfile.TemporaryDirectory() as d:
    print(os.path.isdir(d), os.path.dirname(d) == tempfile.gettempdir(), os.path.basename(d).startswith("tmp"))
    src = os.path.join(d, "src"); os.makedirs(os.path.join(src, "sub"))
    with open(os.path.join(src, "a.txt"), "w") as f: f.write("alpha\n")
    with open(os.path.join(src, "sub", "b.log"), "w") as f: f.write("beta\n")
    print(shutil.copy(os.path.join(src, "a.txt"), d) == os.path.join(d, "a.txt"))
    shutil.copyfile(os.path.join(src, "a.txt"), os.path.join(d, "c.txt"))
    print(open(os.path.join(d, "c.txt")).read(), end="")
    shutil.copytree(src, os.path.join(d, "dst"), ignore=shutil.ignore_patterns("*.log"))
    print(sorted(os.listdir(os.path.join(d, "dst"))), os.listdir(os.path.join(d, "dst", "sub")))
    print(shutil.move(os.path.join(d, "c.txt"), os.path.join(d, "dst")) == os.path.join(d, "dst", "c.txt"))
    try: shutil.copyfile(os.path.join(d, "a.txt"), os.path.join(d, "a.txt"))
    except shutil.SameFileError as e: print("SameFileError")
    shutil.rmtree(os.path.join(d, "dst")); print(sorted(os.listdir(d)))
    shutil.rmtree(os.path.join(d, "nope"), ignore_errors=True)
    try: shutil.rmtree(os.path.join(d, "nope"))
    except FileNotFoundError: print("FileNotFoundError")
    with tempfile.NamedTemporaryFile("w+", suffix=".txt", dir=d) as t:
        t.write("named"); t.flush(); t.seek(0); print(t.read(), t.name.endswith(".txt"), os.path.exists(t.name))
        name = t.name
    print(os.path.exists(name))
    t = tempfile.NamedTemporaryFile(delete=False, dir=d); t.write(b"keep"); t.close(); print(open(t.name, "rb").read()); os.remove(t.name)
    with tempfile.TemporaryFile() as f:
        f.write(b"anon"); f.seek(0); print(f.read())
    p = tempfile.mkdtemp(prefix="pre_", suffix="_suf", dir=d); print(os.path.basename(p)[:4], p.endswith("_suf"), os.path.isdir(p))
print(os.path.exists(d), shutil.which("ls") is not None, shutil.which("no-such-cmd-x"), tuple(shutil.get_terminal_size()) == (80, 24) or True)
