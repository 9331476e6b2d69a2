"""Temporary files and directories: gettempdir, mkdtemp,
NamedTemporaryFile, TemporaryFile, SpooledTemporaryFile (kept on disk at
once), TemporaryDirectory. Names are made of random letters, each file
created exclusively. minipy's os has no file descriptors yet, so
mkstemp (which returns one) is not provided, and os.mkdir's mode is
not applied (a directory gets the default permissions)."""

import os
import random
import shutil

__all__ = ["NamedTemporaryFile", "TemporaryFile", "SpooledTemporaryFile", "TemporaryDirectory",
           "mkdtemp", "mktemp", "TMP_MAX", "gettempprefix", "tempdir", "gettempdir",
           "gettempprefixb", "gettempdirb"]

TMP_MAX = 10000
template = "tmp"
tempdir = None

_letters = "abcdefghijklmnopqrstuvwxyz0123456789_"
_rng = random.Random(int.from_bytes(os.urandom(8), "little"))


def _names():
    while True:
        yield "".join(_rng.choice(_letters) for _ in range(8))


def gettempprefix():
    return template


def gettempprefixb():
    return template.encode()


def _candidate_dirs():
    for env in ("TMPDIR", "TEMP", "TMP"):
        d = os.getenv(env)
        if d:
            yield d
    yield from ("/tmp", "/var/tmp", "/usr/tmp")
    try:
        yield os.getcwd()
    except OSError:
        yield os.curdir


def gettempdir():
    global tempdir
    if tempdir is None:
        for d in _candidate_dirs():
            if d != os.curdir:
                d = os.path.abspath(d)
            if os.path.isdir(d) and os.access(d, os.W_OK | os.X_OK):
                tempdir = d
                break
        else:
            raise FileNotFoundError(2, "No usable temporary directory found in %s" % list(_candidate_dirs()))
    return tempdir


def gettempdirb():
    return gettempdir().encode()


def _parts(suffix, prefix, dir):
    if suffix is None:
        suffix = ""
    if prefix is None:
        prefix = template
    if dir is None:
        dir = gettempdir()
    return suffix, prefix, os.fspath(dir)


def mkdtemp(suffix=None, prefix=None, dir=None):
    suffix, prefix, dir = _parts(suffix, prefix, dir)
    names = _names()
    for _ in range(TMP_MAX):
        path = os.path.join(dir, prefix + next(names) + suffix)
        try:
            os.mkdir(path, 0o700)
        except FileExistsError:
            continue
        return os.path.abspath(path)
    raise FileExistsError(17, "No usable temporary directory name found")


def mktemp(suffix="", prefix=template, dir=None):
    if dir is None:
        dir = gettempdir()
    names = _names()
    for _ in range(TMP_MAX):
        path = os.path.join(dir, prefix + next(names) + suffix)
        if not os.path.exists(path):
            return path
    raise FileExistsError(17, "No usable temporary filename found")


def _create(mode, suffix, prefix, dir, encoding, errors, newline):
    suffix, prefix, dir = _parts(suffix, prefix, dir)
    # "x" creates the file only if it does not exist; the rest of the
    # mode ("w+b", "w+"...) says text or binary and reading
    excl = "x" + mode.replace("w", "").replace("x", "")
    names = _names()
    for _ in range(TMP_MAX):
        path = os.path.join(dir, prefix + next(names) + suffix)
        try:
            if "b" in mode:
                f = open(path, excl)
            else:
                f = open(path, excl, encoding=encoding, errors=errors, newline=newline)
        except FileExistsError:
            continue
        return f, os.path.abspath(path)
    raise FileExistsError(17, "No usable temporary file name found")


class _TemporaryFileWrapper:
    """A temporary file with its name; removed when closed (delete)."""

    def __init__(self, file, name, delete=True):
        self.file = file
        self.name = name
        self.delete = delete
        self._closed = False

    def __getattr__(self, name):
        return getattr(self.__dict__["file"], name)

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        self.close()
        return False

    def __iter__(self):
        return iter(self.file)

    def close(self):
        if self._closed:
            return
        self._closed = True
        try:
            self.file.close()
        finally:
            if self.delete:
                try:
                    os.remove(self.name)
                except FileNotFoundError:
                    pass

    @property
    def closed(self):
        return self.file.closed

    def __repr__(self):
        return "<tempfile._TemporaryFileWrapper file=%r>" % (self.file,)


def NamedTemporaryFile(mode="w+b", buffering=-1, encoding=None, newline=None, suffix=None,
                       prefix=None, dir=None, delete=True, *, errors=None):
    f, path = _create(mode, suffix, prefix, dir, encoding, errors, newline)
    return _TemporaryFileWrapper(f, path, delete)


def TemporaryFile(mode="w+b", buffering=-1, encoding=None, newline=None, suffix=None,
                  prefix=None, dir=None, *, errors=None):
    # the file is removed at once: an open file stays usable, nameless
    f, path = _create(mode, suffix, prefix, dir, encoding, errors, newline)
    os.remove(path)
    return f


def SpooledTemporaryFile(max_size=0, mode="w+b", buffering=-1, encoding=None, newline=None,
                         suffix=None, prefix=None, dir=None, *, errors=None):
    return TemporaryFile(mode, buffering, encoding, newline, suffix, prefix, dir, errors=errors)


class TemporaryDirectory:
    """A directory removed with what it holds when the with statement
    ends (or cleanup is called)."""

    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore_cleanup_errors = ignore_cleanup_errors
        self._done = False

    def __repr__(self):
        return "<{} {!r}>".format(self.__class__.__name__, self.name)

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        self.cleanup()

    def cleanup(self):
        if not self._done:
            self._done = True
            shutil.rmtree(self.name, ignore_errors=self._ignore_cleanup_errors)
