"""High-level file operations: copying files and trees, removing trees,
moving, which, and the terminal size, as CPython's shutil does them for
what programs use. minipy's os has no chmod or utime yet, so copymode,
copystat and copy2's times copy nothing beyond the data (copy and copy2
copy the file's contents); archives and disk_usage are not provided."""

import fnmatch
import os
import stat
import sys
from collections import namedtuple

__all__ = ["copyfileobj", "copyfile", "copymode", "copystat", "copy", "copy2",
           "copytree", "move", "rmtree", "Error", "SpecialFileError", "ignore_patterns",
           "which", "get_terminal_size", "SameFileError"]

COPY_BUFSIZE = 64 * 1024


class Error(OSError):
    pass


class SameFileError(Error):
    """Raised when source and destination are the same file."""


class SpecialFileError(OSError):
    """Raised when trying to do a kind of operation on a special file."""


def copyfileobj(fsrc, fdst, length=0):
    if not length:
        length = COPY_BUFSIZE
    while True:
        buf = fsrc.read(length)
        if not buf:
            break
        fdst.write(buf)


def _samefile(src, dst):
    try:
        return os.path.samefile(src, dst)
    except OSError:
        return False


def copyfile(src, dst, *, follow_symlinks=True):
    if _samefile(src, dst):
        raise SameFileError("{!r} and {!r} are the same file".format(src, dst))
    for fn in (src, dst):
        try:
            st = os.stat(fn)
        except OSError:
            continue
        if stat.S_ISFIFO(st.st_mode):
            raise SpecialFileError("`%s` is a named pipe" % fn)
    with open(src, "rb") as fsrc:
        with open(dst, "wb") as fdst:
            copyfileobj(fsrc, fdst)
    return dst


def copymode(src, dst, *, follow_symlinks=True):
    os.stat(src)  # the source must exist, as in CPython


def copystat(src, dst, *, follow_symlinks=True):
    os.stat(src)


def _target(src, dst):
    if os.path.isdir(dst):
        return os.path.join(dst, os.path.basename(src))
    return dst


def copy(src, dst, *, follow_symlinks=True):
    dst = _target(src, dst)
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copymode(src, dst, follow_symlinks=follow_symlinks)
    return dst


def copy2(src, dst, *, follow_symlinks=True):
    dst = _target(src, dst)
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copystat(src, dst, follow_symlinks=follow_symlinks)
    return dst


def ignore_patterns(*patterns):
    def _ignore_patterns(path, names):
        ignored = []
        for pattern in patterns:
            ignored.extend(fnmatch.filter(names, pattern))
        return set(ignored)
    return _ignore_patterns


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2,
             ignore_dangling_symlinks=False, dirs_exist_ok=False):
    names = sorted(os.listdir(src))
    ignored = ignore(os.fspath(src), names) if ignore is not None else set()
    os.makedirs(dst, exist_ok=dirs_exist_ok)
    errors = []
    for name in names:
        if name in ignored:
            continue
        s = os.path.join(src, name)
        d = os.path.join(dst, name)
        try:
            if os.path.isdir(s):
                copytree(s, d, symlinks, ignore, copy_function, ignore_dangling_symlinks, dirs_exist_ok)
            else:
                copy_function(s, d)
        except Error as err:
            errors.extend(err.args[0])
        except OSError as why:
            errors.append((s, d, str(why)))
    if errors:
        raise Error(errors)
    return dst


def rmtree(path, ignore_errors=False, onerror=None, *, dir_fd=None):
    if ignore_errors:
        def onerror(*args):
            pass
    elif onerror is None:
        def onerror(*args):
            raise
    try:
        if os.path.islink(path):
            raise OSError("Cannot call rmtree on a symbolic link")
    except OSError:
        onerror(os.path.islink, path, sys.exc_info())
        return
    try:
        names = os.listdir(path)
    except OSError:
        onerror(os.listdir, path, sys.exc_info())
        names = []
    for name in names:
        full = os.path.join(path, name)
        if os.path.isdir(full) and not os.path.islink(full):
            rmtree(full, ignore_errors, onerror)
        else:
            try:
                os.remove(full)
            except OSError:
                onerror(os.remove, full, sys.exc_info())
    try:
        os.rmdir(path)
    except OSError:
        onerror(os.rmdir, path, sys.exc_info())


def move(src, dst, copy_function=copy2):
    real_dst = dst
    if os.path.isdir(dst):
        if _samefile(src, dst):
            os.rename(src, dst)
            return
        real_dst = os.path.join(dst, os.path.basename(src.rstrip(os.sep)))
        if os.path.exists(real_dst):
            raise Error("Destination path '%s' already exists" % real_dst)
    try:
        os.rename(src, real_dst)
    except OSError:
        if os.path.isdir(src):
            if (os.path.abspath(real_dst) + os.sep).startswith(os.path.abspath(src) + os.sep):
                raise Error("Cannot move a directory '%s' into itself '%s'." % (src, dst))
            copytree(src, real_dst, copy_function=copy_function, symlinks=True)
            rmtree(src)
        else:
            copy_function(src, real_dst)
            os.remove(src)
    return real_dst


def which(cmd, mode=os.F_OK | os.X_OK, path=None):
    def usable(fn):
        return os.path.exists(fn) and os.access(fn, mode) and not os.path.isdir(fn)
    if os.path.dirname(cmd):
        return cmd if usable(cmd) else None
    if path is None:
        path = os.environ.get("PATH", None)
        if path is None:
            path = os.defpath
    if not path:
        return None
    seen = set()
    for d in path.split(os.pathsep):
        normdir = os.path.normcase(d)
        if normdir in seen:
            continue
        seen.add(normdir)
        name = os.path.join(d, cmd)
        if usable(name):
            return name
    return None


terminal_size = namedtuple("terminal_size", "columns lines")


def get_terminal_size(fallback=(80, 24)):
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    try:
        lines = int(os.environ["LINES"])
    except (KeyError, ValueError):
        lines = 0
    if columns <= 0 or lines <= 0:
        try:
            size = os.get_terminal_size(sys.__stdout__.fileno() if hasattr(sys, "__stdout__") else 1)
        except (AttributeError, ValueError, OSError):
            size = terminal_size(fallback[0], fallback[1])
        if columns <= 0:
            columns = size[0] or fallback[0]
        if lines <= 0:
            lines = size[1] or fallback[1]
    return terminal_size(columns, lines)
