# pathlib: PurePath's text operations (parts, suffixes, parents, joining,
# relative_to, match, ordering) and Path's file system ones on a
# directory of its own under /tmp (mkdir, read/write, iterdir, glob, rglob,
# stat, rename, unlink, rmdir).
import os, pathlib
from pathlib import Path, PurePath, PurePosixPath
p = PurePath("/usr//local/./lib/python3.11/site.tar.gz")
print(p, repr(p), p.parts, p.name, p.suffix, p.suffixes, p.stem, p.parent, list(p.parents)[:3], len(p.parents), p.parents[-1])
print(p.anchor, p.root, p.drive, p.is_absolute(), p.with_name("x.py"), p.with_suffix(".zip"), p.with_stem("y"), p.relative_to("/usr"))
print(PurePath("a") / "b" / "../c", "x" / PurePath("y"), PurePath("a", "/b", "c"), PurePath(""), PurePath(), PurePath("//x"), PurePath("///x"))
print(PurePath(".hidden").suffix, PurePath("a.").suffix, PurePath("a.b.").suffixes, PurePath("..").stem, PurePath("/").name, PurePath("/").parent)
print(PurePath("a/b") == PurePosixPath("a/b"), sorted([PurePath("b"), PurePath("/a"), PurePath("a/c"), PurePath("a")]), hash(PurePath("a")) == hash(PurePath("a")))
print(PurePath("a/b.py").match("*.py"), PurePath("/a/b/c.py").match("b/*.py"), PurePath("/a/b/c.py").match("/*.py"), PurePath("a/b.py").match("a/*.py"))
for bad in (lambda: PurePath("/a").relative_to("/b"), lambda: PurePath("a").with_suffix("x"), lambda: PurePath("/").with_name("x"), lambda: PurePath(5)):
    try: print(bad())
    except (ValueError, TypeError) as e: print(type(e).__name__, e)
base = Path("/tmp") / ("pathlib_case_%s" % os.urandom(6).hex())
(base / "sub" / "deep").mkdir(parents=True)
(base / "a.txt").write_text("hello\n")
(base / "b.py").write_bytes(b"print(1)\n")
(base / "sub" / "c.py").write_text("x")
(base / "sub" / "deep" / "d.py").touch()
print((base / "a.txt").read_text(), (base / "b.py").read_bytes(), (base / "a.txt").exists(), (base / "nope").exists(), (base / "sub").is_dir(), (base / "a.txt").is_file())
print(sorted(p.name for p in base.iterdir()))
print([str(p.relative_to(base)) for p in sorted(base.glob("*.py"))], [str(p.relative_to(base)) for p in sorted(base.rglob("*.py"))])
print([str(p.relative_to(base)) for p in sorted(base.glob("**/*.py"))], [str(p.relative_to(base)) for p in sorted(base.glob("sub/*"))])
with (base / "a.txt").open() as f: print(f.read().strip())
print((base / "a.txt").stat().st_size, (base / "a.txt").rename(base / "e.txt").name, (base / "e.txt").exists())
try: (base / "sub").mkdir()
except FileExistsError as e: print("FileExistsError")
(base / "sub").mkdir(exist_ok=True)
(base / "e.txt").unlink(); (base / "e.txt").unlink(missing_ok=True)
for q in sorted(base.rglob("*"), key=lambda q: -len(q.parts)):
    q.rmdir() if q.is_dir() else q.unlink()
base.rmdir(); print(base.exists(), Path.cwd() == Path(os.getcwd()), Path("x").absolute() == Path.cwd() / "x", isinstance(Path("x"), PurePath), type(Path("x")).__name__)
print(os.fspath(Path("a/b")), Path("~").expanduser() == Path.home(), Path("/usr/../usr").resolve())
