"""Operating system interfaces: the environment, the file system, path
names (os.path, which is posixpath)."""

import sys
from posix import *
from posix import _environ
import posixpath as path

sys.modules["os.path"] = path

name = "posix"
sep = "/"
altsep = None
extsep = "."
pathsep = ":"
linesep = "\n"
curdir = "."
pardir = ".."
defpath = "/bin:/usr/bin"
devnull = "/dev/null"
F_OK = 0
R_OK = 4
W_OK = 2
X_OK = 1
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2

error = OSError


class _Environ(dict):
    """os.environ: the process's environment; setting and deleting keys
    changes it."""

    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise TypeError("str expected, not %s" % type(key).__name__)
        if not isinstance(value, str):
            raise TypeError("str expected, not %s" % type(value).__name__)
        putenv(key, value)
        dict.__setitem__(self, key, value)

    def __delitem__(self, key):
        dict.__delitem__(self, key)
        unsetenv(key)

    def pop(self, key, *default):
        if key in self:
            value = self[key]
            del self[key]
            return value
        if default:
            return default[0]
        raise KeyError(key)

    def setdefault(self, key, value):
        if key not in self:
            self[key] = value
        return self[key]

    def update(self, other=(), /, **kwds):
        for key, value in dict(other, **kwds).items():
            self[key] = value

    def copy(self):
        return dict(self)

    def __repr__(self):
        return "environ({%s})" % ", ".join("%r: %r" % (k, v) for k, v in self.items())


environ = _Environ(_environ())


def getenv(key, default=None):
    """The environment variable key, or default."""
    return environ.get(key, default)


def fspath(path):
    """The file system path of a path-like object."""
    if isinstance(path, (str, bytes)):
        return path
    try:
        return type(path).__fspath__(path)
    except AttributeError:
        raise TypeError("expected str, bytes or os.PathLike object, not " + type(path).__name__) from None


class PathLike:
    """Abstract base class for implementing the file system path protocol."""

    def __fspath__(self):
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        if cls is PathLike:
            return hasattr(subclass, "__fspath__")
        return NotImplemented


def _ancestors(name):
    """The directories above name, nearest first, while both a directory
    and a name are left (a trailing separator counts for nothing)."""
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    while head and tail:
        yield head
        head, tail = path.split(head)


def makedirs(name, mode=0o777, exist_ok=False):
    """Make a directory and the missing ones above it (those with the
    default mode)."""
    missing = []
    for parent in _ancestors(name):
        if path.exists(parent):
            break
        missing.append(parent)
    for parent in reversed(missing):
        try:
            mkdir(parent)
        except FileExistsError:
            pass
    try:
        mkdir(name, mode)
    except OSError:
        if not exist_ok or not path.isdir(name):
            raise


def removedirs(name):
    """Remove a directory and the empty ones above it."""
    rmdir(name)
    for parent in _ancestors(name):
        try:
            rmdir(parent)
        except OSError:
            return


def walk(top, topdown=True, onerror=None, followlinks=False):
    """The directory tree under top: (dirpath, dirnames, filenames) for
    each directory, top-down by default."""
    try:
        names = sorted(listdir(top))
    except OSError as err:
        if onerror is not None:
            onerror(err)
        return
    dirs, nondirs = [], []
    for n in names:
        if path.isdir(path.join(top, n)):
            dirs.append(n)
        else:
            nondirs.append(n)
    if topdown:
        yield top, dirs, nondirs
    for d in dirs:
        new_path = path.join(top, d)
        if followlinks or not path.islink(new_path):
            yield from walk(new_path, topdown, onerror, followlinks)
    if not topdown:
        yield top, dirs, nondirs


class DirEntry:
    def __init__(self, dirpath, name):
        self.name = name
        self.path = path.join(dirpath, name)

    def is_dir(self, *, follow_symlinks=True):
        return path.isdir(self.path)

    def is_file(self, *, follow_symlinks=True):
        return path.isfile(self.path)

    def is_symlink(self):
        return path.islink(self.path)

    def stat(self, *, follow_symlinks=True):
        return stat(self.path)

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return "<DirEntry %r>" % self.name


class _ScandirIterator:
    def __init__(self, top):
        self._entries = iter([DirEntry(top, n) for n in listdir(top)])

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._entries)

    def __enter__(self):
        return self

    def __exit__(self, *args):
        pass

    def close(self):
        pass


def scandir(path="."):
    """The entries of a directory."""
    return _ScandirIterator(path)


def get_exec_path(env=None):
    if env is None:
        env = environ
    return env.get("PATH", defpath).split(pathsep)
