"""File-system paths as objects, on POSIX as CPython's pathlib has them:
PurePath/PurePosixPath (the path's text: parts, name, suffixes, parents,
joining with /, relative_to, match) and Path/PosixPath (the file system:
exists, is_dir, iterdir, glob/rglob, mkdir, read/write text and bytes,
open, stat, resolve, rename, unlink...). The Windows flavours
(PureWindowsPath, WindowsPath) are not provided."""

import fnmatch
import os
import posixpath
import re
import stat

__all__ = ["PurePath", "PurePosixPath", "Path", "PosixPath"]


def _split(text):
    """The root ("", "/" or "//": POSIX keeps exactly two leading
    slashes) and the parts of a path's text, "." and empty ones left out."""
    if text.startswith("/"):
        root = "//" if text.startswith("//") and not text.startswith("///") else "/"
    else:
        root = ""
    return root, [p for p in text.split("/") if p and p != "."]


class _Parents:
    """path.parents: the logical ancestors, nearest first."""

    def __init__(self, path):
        self._path = path
        self._n = len(path._parts)

    def __len__(self):
        return self._n

    def __getitem__(self, i):
        if isinstance(i, slice):
            return tuple(self[k] for k in range(*i.indices(self._n)))
        if i < 0:
            i += self._n
        if not 0 <= i < self._n:
            raise IndexError(i)
        p = self._path
        return p._make(p._root, p._parts[:self._n - 1 - i])

    def __iter__(self):
        for i in range(self._n):
            yield self[i]

    def __repr__(self):
        return "<%s.parents>" % type(self._path).__name__


class PurePath:
    __slots__ = ("_root", "_parts", "_str", "_hash")

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        self = object.__new__(cls)
        root, parts = "", []
        for a in args:
            if isinstance(a, PurePath):
                text = str(a)
            else:
                text = os.fspath(a)
                if not isinstance(text, str):
                    raise TypeError("argument should be a str or an os.PathLike object "
                                    "where __fspath__ returns a str, not %r" % type(text).__name__)
            r, ps = _split(text)
            if r:
                root, parts = r, ps
            else:
                parts = parts + ps
        self._root, self._parts = root, parts
        self._str = None
        self._hash = None
        return self

    def _make(self, root, parts):
        p = object.__new__(type(self))
        p._root, p._parts, p._str, p._hash = root, list(parts), None, None
        return p

    def __reduce__(self):
        return (self.__class__, (str(self),))

    def __str__(self):
        if self._str is None:
            self._str = (self._root + "/".join(self._parts)) or "."
        return self._str

    def __fspath__(self):
        return str(self)

    def as_posix(self):
        return str(self)

    def __bytes__(self):
        return os.fsencode(str(self)) if hasattr(os, "fsencode") else str(self).encode()

    def __repr__(self):
        return "{}({!r})".format(self.__class__.__name__, self.as_posix())

    def as_uri(self):
        if not self.is_absolute():
            raise ValueError("relative path can't be expressed as a file URI")
        from urllib.parse import quote_from_bytes
        return "file://" + quote_from_bytes(os.fsencode(str(self)))

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return str(self) == str(other)

    def __hash__(self):
        if self._hash is None:
            self._hash = hash(str(self))
        return self._hash

    def __lt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._sort_key() < other._sort_key()

    def __le__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._sort_key() <= other._sort_key()

    def __gt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._sort_key() > other._sort_key()

    def __ge__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._sort_key() >= other._sort_key()

    def _sort_key(self):
        # CPython orders by the parts, the root first
        return ([self._root] if self._root else []) + self._parts

    @property
    def drive(self):
        return ""

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._root

    @property
    def parts(self):
        return tuple(([self._root] if self._root else []) + self._parts)

    @property
    def name(self):
        return self._parts[-1] if self._parts else ""

    @property
    def suffix(self):
        name = self.name
        i = name.rfind(".")
        if 0 < i < len(name) - 1:
            return name[i:]
        return ""

    @property
    def suffixes(self):
        name = self.name
        if name.endswith("."):
            return []
        name = name.lstrip(".")
        return ["." + s for s in name.split(".")[1:]]

    @property
    def stem(self):
        name = self.name
        i = name.rfind(".")
        if 0 < i < len(name) - 1:
            return name[:i]
        return name

    @property
    def parent(self):
        if not self._parts:
            return self
        return self._make(self._root, self._parts[:-1])

    @property
    def parents(self):
        return _Parents(self)

    def with_name(self, name):
        if not self.name:
            raise ValueError("%r has an empty name" % (self,))
        if not name or "/" in name or name == ".":
            raise ValueError("Invalid name %r" % (name,))
        return self._make(self._root, self._parts[:-1] + [name])

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if "/" in suffix or (suffix and not suffix.startswith(".")) or suffix == ".":
            raise ValueError("Invalid suffix %r" % (suffix,))
        name = self.name
        if not name:
            raise ValueError("%r has an empty name" % (self,))
        old = self.suffix
        name = (name[:-len(old)] if old else name) + suffix
        return self._make(self._root, self._parts[:-1] + [name])

    def relative_to(self, *other):
        if not other:
            raise TypeError("need at least one argument")
        base = type(self)(*other)
        n = len(base._parts)
        if self._root != base._root or self._parts[:n] != base._parts:
            formatted = str(base)
            raise ValueError("{!r} is not in the subpath of {!r} OR one path is relative "
                             "and the other is absolute.".format(str(self), formatted))
        return self._make("", self._parts[n:])

    def is_relative_to(self, *other):
        try:
            self.relative_to(*other)
            return True
        except ValueError:
            return False

    def is_absolute(self):
        return bool(self._root)

    def is_reserved(self):
        return False

    def joinpath(self, *args):
        return type(self)(self, *args)

    def __truediv__(self, key):
        try:
            return type(self)(self, key)
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return type(self)(key, self)
        except TypeError:
            return NotImplemented

    def match(self, path_pattern):
        root, pat = _split(path_pattern)
        if not pat:
            raise ValueError("empty pattern")
        parts = self._parts
        if root:
            if root != self._root or len(pat) != len(parts):
                return False
        elif len(pat) > len(parts):
            return False
        for name, p in zip(reversed(parts), reversed(pat)):
            if not fnmatch.fnmatchcase(name, p):
                return False
        return True


class PurePosixPath(PurePath):
    __slots__ = ()


class Path(PurePath):
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        return PurePath.__new__(cls, *args)

    @classmethod
    def cwd(cls):
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        return cls(os.path.expanduser("~"))

    def absolute(self):
        if self.is_absolute():
            return self
        return type(self)(os.getcwd(), self)

    def resolve(self, strict=False):
        p = os.path.realpath(str(self))
        if strict and not os.path.exists(p):
            raise FileNotFoundError(2, "No such file or directory", str(self))
        return type(self)(p)

    def expanduser(self):
        if self._parts and self._parts[0].startswith("~") and not self._root:
            home = os.path.expanduser(self._parts[0])
            if home == self._parts[0]:
                raise RuntimeError("Could not determine home directory.")
            return type(self)(home, *self._parts[1:])
        return self

    def stat(self, *, follow_symlinks=True):
        return os.stat(str(self)) if follow_symlinks else os.lstat(str(self))

    def lstat(self):
        return os.lstat(str(self))

    def _mode(self, follow=True):
        try:
            return self.stat(follow_symlinks=follow).st_mode
        except (FileNotFoundError, NotADirectoryError):
            return None
        except ValueError:
            return None

    def exists(self):
        return self._mode() is not None

    def is_dir(self):
        m = self._mode()
        return m is not None and stat.S_ISDIR(m)

    def is_file(self):
        m = self._mode()
        return m is not None and stat.S_ISREG(m)

    def is_symlink(self):
        m = self._mode(False)
        return m is not None and stat.S_ISLNK(m)

    def is_mount(self):
        return os.path.ismount(str(self)) if hasattr(os.path, "ismount") else False

    def is_fifo(self):
        m = self._mode()
        return m is not None and stat.S_ISFIFO(m)

    def is_socket(self):
        m = self._mode()
        return m is not None and stat.S_ISSOCK(m)

    def is_block_device(self):
        m = self._mode()
        return m is not None and stat.S_ISBLK(m)

    def is_char_device(self):
        m = self._mode()
        return m is not None and stat.S_ISCHR(m)

    def samefile(self, other_path):
        st = self.stat()
        try:
            other = other_path.stat()
        except AttributeError:
            other = os.stat(other_path)
        return st.st_ino == other.st_ino and st.st_dev == other.st_dev

    def iterdir(self):
        for name in os.listdir(str(self)):
            yield self._make(self._root, self._parts + [name])

    def _walk_glob(self, pats):
        # matches the remaining pattern parts below self
        if not pats:
            yield self
            return
        pat, rest = pats[0], pats[1:]
        if pat == "**":
            for d in self._dirs_below():
                yield from d._walk_glob(rest)
            return
        if not any(c in pat for c in "*?["):
            child = self._make(self._root, self._parts + [pat])
            if rest:
                if child.is_dir():
                    yield from child._walk_glob(rest)
            elif child.exists():
                yield child
            return
        try:
            names = sorted(os.listdir(str(self)))
        except OSError:
            return
        rx = re.compile(fnmatch.translate(pat))
        for name in names:
            if name.startswith(".") and not pat.startswith("."):
                continue
            if rx.match(name):
                child = self._make(self._root, self._parts + [name])
                if rest:
                    if child.is_dir():
                        yield from child._walk_glob(rest)
                else:
                    yield child

    def _dirs_below(self):
        yield self
        try:
            names = sorted(os.listdir(str(self)))
        except OSError:
            return
        for name in names:
            child = self._make(self._root, self._parts + [name])
            if child.is_dir() and not child.is_symlink():
                yield from child._dirs_below()

    def glob(self, pattern):
        root, pats = _split(pattern)
        if root:
            raise NotImplementedError("Non-relative patterns are unsupported")
        if not pats:
            raise ValueError("Unacceptable pattern: {!r}".format(pattern))
        if pattern.endswith("/"):
            pats.append("")
        seen = set()
        for p in self._walk_glob([x for x in pats if x] if pats[-1] else pats[:-1]):
            if pattern.endswith("/") and not p.is_dir():
                continue
            if p not in seen:
                seen.add(p)
                yield p

    def rglob(self, pattern):
        return self.glob("**/" + pattern)

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        try:
            os.mkdir(str(self), mode)
        except FileNotFoundError:
            if not parents or self.parent == self:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
        except OSError:
            if not exist_ok or not self.is_dir():
                raise

    def rmdir(self):
        os.rmdir(str(self))

    def unlink(self, missing_ok=False):
        try:
            os.remove(str(self))
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rename(self, target):
        os.rename(str(self), str(target))
        return type(self)(target)

    def replace(self, target):
        os.rename(str(self), str(target))
        return type(self)(target)

    def touch(self, mode=0o666, exist_ok=True):
        if self.exists():
            if not exist_ok:
                raise FileExistsError(17, "File exists", str(self))
            with open(str(self), "a"):
                pass
            return
        with open(str(self), "a"):
            pass

    def open(self, mode="r", buffering=-1, encoding=None, errors=None, newline=None):
        return open(str(self), mode, buffering, encoding, errors, newline)

    def read_bytes(self):
        with self.open(mode="rb") as f:
            return f.read()

    def read_text(self, encoding=None, errors=None):
        with self.open(mode="r", encoding=encoding, errors=errors) as f:
            return f.read()

    def write_bytes(self, data):
        view = memoryview(data)
        with self.open(mode="wb") as f:
            return f.write(view)

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError("data must be str, not %s" % data.__class__.__name__)
        with self.open(mode="w", encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)


class PosixPath(Path, PurePosixPath):
    __slots__ = ()
