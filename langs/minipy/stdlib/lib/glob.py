"""File names matching shell patterns: glob, iglob (with recursive "**"
and root_dir), escape, has_magic. As in CPython, names starting with "."
match only a pattern that starts with "." too (unless include_hidden),
and the results come in os.listdir's order, level by level."""

import fnmatch
import os
import re

__all__ = ["glob", "iglob", "escape"]

_magic = re.compile("([*?[])")


def has_magic(s):
    return _magic.search(s) is not None


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    return list(iglob(pathname, root_dir=root_dir, dir_fd=dir_fd, recursive=recursive,
                      include_hidden=include_hidden))


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    pathname = os.fspath(pathname)
    root = os.fspath(root_dir) if root_dir is not None else ""
    return _Walk(root, recursive, include_hidden).run(pathname)


class _Walk:
    """One glob: paths are the pattern's text so far (what is yielded);
    the file system is asked at root/path."""

    def __init__(self, root, recursive, hidden):
        self.root = root
        self.recursive = recursive
        self.hidden = hidden

    def _fs(self, path):
        return os.path.join(self.root, path) if self.root else path

    def _names(self, path, dirs_only):
        try:
            names = os.listdir(self._fs(path) or os.curdir)
        except OSError:
            return []
        if dirs_only:
            names = [n for n in names if os.path.isdir(self._fs(self._join(path, n)))]
        return names

    @staticmethod
    def _join(path, name):
        if not path:
            return name
        return path + name if path.endswith("/") else path + "/" + name

    def run(self, pathname):
        if not pathname:
            return
        if not has_magic(pathname):
            if pathname.endswith("/"):
                if os.path.isdir(self._fs(pathname)):
                    yield pathname
            elif os.path.lexists(self._fs(pathname)):
                yield pathname
            return
        comps = pathname.split("/")
        start = ""
        if comps[0] == "":
            # an absolute pattern: its leading slashes as written
            n = len(pathname) - len(pathname.lstrip("/"))
            start, comps = "/" * n, comps[n:]
        # a trailing "/" asks for directories only
        want_dir = comps and comps[-1] == ""
        comps = [c for c in comps if c]
        paths = [start]
        for i, comp in enumerate(comps):
            last = i == len(comps) - 1
            dirs_only = not last or want_dir
            paths = list(self._step(paths, comp, dirs_only, last))
        for p in paths:
            if not p:
                continue  # "**" at the top names the directory itself: not a result
            if want_dir:
                if os.path.isdir(self._fs(p)):
                    yield p if p.endswith("/") else p + "/"
            else:
                yield p

    def _step(self, paths, comp, dirs_only, last):
        if self.recursive and comp == "**":
            for p in paths:
                # the directory itself ("" below it), then all below
                yield p if p else ""
                yield from self._below(p, dirs_only)
            return
        if not has_magic(comp):
            for p in paths:
                q = self._join(p, comp)
                if os.path.lexists(self._fs(q)):
                    yield q
            return
        for p in paths:
            names = self._names(p, dirs_only)
            if not self.hidden and not comp.startswith("."):
                names = [n for n in names if not n.startswith(".")]
            for n in fnmatch.filter(names, comp):
                yield self._join(p, n)

    def _below(self, path, dirs_only):
        for n in self._names(path, dirs_only):
            if not self.hidden and n.startswith("."):
                continue
            q = self._join(path, n)
            yield q
            full = self._fs(q)
            if os.path.isdir(full) and not os.path.islink(full):
                yield from self._below(q, dirs_only)


def escape(pathname):
    drive, pathname = os.path.splitdrive(pathname)
    return drive + _magic.sub(r"[\1]", pathname)
