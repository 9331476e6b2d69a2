"""Common operations on POSIX path names (os.path)."""

import posix

__all__ = ["normcase", "isabs", "join", "splitdrive", "split", "splitext", "basename",
           "dirname", "commonprefix", "getsize", "getmtime", "getatime", "getctime",
           "islink", "exists", "lexists", "isdir", "isfile", "ismount", "expanduser",
           "expandvars", "normpath", "abspath", "samefile", "curdir", "pardir", "sep",
           "pathsep", "defpath", "altsep", "extsep", "devnull", "realpath", "relpath",
           "commonpath"]

curdir = "."
pardir = ".."
extsep = "."
sep = "/"
pathsep = ":"
defpath = "/bin:/usr/bin"
altsep = None
devnull = "/dev/null"


def _fspath(p):
    if isinstance(p, (str, bytes)):
        return p
    try:
        return type(p).__fspath__(p)
    except AttributeError:
        raise TypeError("expected str, bytes or os.PathLike object, not " + type(p).__name__) from None


def normcase(s):
    return _fspath(s)


def isabs(s):
    return _fspath(s).startswith("/")


def join(a, *p):
    """Join path components, a component after an absolute one starting
    anew."""
    path = _fspath(a)
    for b in map(_fspath, p):
        if b.startswith("/"):
            path = b
        elif not path or path.endswith("/"):
            path += b
        else:
            path += "/" + b
    return path


def split(p):
    """(head, tail): tail is after the last slash."""
    p = _fspath(p)
    i = p.rfind("/") + 1
    head, tail = p[:i], p[i:]
    if head and head != "/" * len(head):
        head = head.rstrip("/")
    return head, tail


def splitext(p):
    """(root, ext): ext is the last dot and what follows, unless the dot
    begins the file name."""
    p = _fspath(p)
    sep_index = p.rfind("/")
    dot_index = p.rfind(".")
    if dot_index > sep_index:
        filename_index = sep_index + 1
        while filename_index < dot_index:
            if p[filename_index] != ".":
                return p[:dot_index], p[dot_index:]
            filename_index += 1
    return p, p[:0]


def splitdrive(p):
    p = _fspath(p)
    return p[:0], p


def basename(p):
    p = _fspath(p)
    return p[p.rfind("/") + 1:]


def dirname(p):
    p = _fspath(p)
    i = p.rfind("/") + 1
    head = p[:i]
    if head and head != "/" * len(head):
        head = head.rstrip("/")
    return head


def commonprefix(m):
    """The longest common leading component of a list of strings."""
    if not m:
        return ""
    if not isinstance(m[0], (list, tuple)):
        m = tuple(map(_fspath, m))
    s1 = min(m)
    s2 = max(m)
    for i, c in enumerate(s1):
        if c != s2[i]:
            return s1[:i]
    return s1


def commonpath(paths):
    """The longest common sub-path of the paths."""
    if not paths:
        raise ValueError("commonpath() arg is an empty sequence")
    paths = tuple(map(_fspath, paths))
    split_paths = [p.split("/") for p in paths]
    try:
        isabs, = set(p[:1] == "/" for p in paths)
    except ValueError:
        raise ValueError("Can't mix absolute and relative paths") from None
    split_paths = [[c for c in s if c and c != "."] for s in split_paths]
    s1 = min(split_paths)
    s2 = max(split_paths)
    common = s1
    for i, c in enumerate(s1):
        if c != s2[i]:
            common = s1[:i]
            break
    prefix = "/" if isabs else ""
    return prefix + "/".join(common)


def _stat(p):
    try:
        return posix.stat(p)
    except (OSError, ValueError):
        return None


def exists(p):
    return _stat(p) is not None


def lexists(p):
    try:
        posix.lstat(p)
    except (OSError, ValueError):
        return False
    return True


def isdir(s):
    st = _stat(s)
    return st is not None and (st.st_mode & 0o170000) == 0o040000


def isfile(p):
    st = _stat(p)
    return st is not None and (st.st_mode & 0o170000) == 0o100000


def islink(p):
    try:
        st = posix.lstat(p)
    except (OSError, ValueError):
        return False
    return (st.st_mode & 0o170000) == 0o120000


def ismount(p):
    return _fspath(p) == "/"


def getsize(filename):
    return posix.stat(filename).st_size


def getmtime(filename):
    return posix.stat(filename).st_mtime


def getatime(filename):
    return posix.stat(filename).st_atime


def getctime(filename):
    return posix.stat(filename).st_ctime


def samefile(f1, f2):
    s1 = posix.stat(f1)
    s2 = posix.stat(f2)
    return s1.st_ino == s2.st_ino and s1.st_dev == s2.st_dev


def expanduser(path):
    """~ and ~/... as the home directory."""
    path = _fspath(path)
    if not path.startswith("~"):
        return path
    i = path.find("/", 1)
    if i < 0:
        i = len(path)
    if i == 1:
        import os
        userhome = os.environ.get("HOME", "/")
    else:
        return path
    userhome = userhome.rstrip("/")
    return (userhome + path[i:]) or "/"


def expandvars(path):
    """$name and ${name} as environment variables (unknown ones kept)."""
    import os
    path = _fspath(path)
    if "$" not in path:
        return path
    out = []
    i = 0
    n = len(path)
    while i < n:
        c = path[i]
        if c == "$" and i + 1 < n:
            if path[i + 1] == "{":
                j = path.find("}", i + 2)
                if j > 0:
                    name = path[i + 2:j]
                    if name in os.environ:
                        out.append(os.environ[name])
                    else:
                        out.append(path[i:j + 1])
                    i = j + 1
                    continue
            else:
                j = i + 1
                while j < n and (path[j].isalnum() or path[j] == "_"):
                    j += 1
                name = path[i + 1:j]
                if name and name in os.environ:
                    out.append(os.environ[name])
                    i = j
                    continue
        out.append(c)
        i += 1
    return "".join(out)


def normpath(path):
    """path without redundant separators and up-level references."""
    path = _fspath(path)
    if path == "":
        return "."
    initial_slashes = path.startswith("/")
    if initial_slashes and path.startswith("//") and not path.startswith("///"):
        initial_slashes = 2
    comps = path.split("/")
    new_comps = []
    for comp in comps:
        if comp in ("", "."):
            continue
        if comp != ".." or (not initial_slashes and not new_comps) or (new_comps and new_comps[-1] == ".."):
            new_comps.append(comp)
        elif new_comps:
            new_comps.pop()
    comps = new_comps
    path = "/".join(comps)
    if initial_slashes:
        path = "/" * initial_slashes + path
    return path or "."


def abspath(path):
    """The absolute, normalized form of path."""
    path = _fspath(path)
    if not isabs(path):
        path = join(posix.getcwd(), path)
    return normpath(path)


def realpath(filename, *, strict=False):
    return abspath(filename)


def relpath(path, start=None):
    """path relative to start (the current directory)."""
    if not path:
        raise ValueError("no path specified")
    path = _fspath(path)
    if start is None:
        start = curdir
    start_list = [x for x in abspath(start).split("/") if x]
    path_list = [x for x in abspath(path).split("/") if x]
    i = len(commonprefix([start_list, path_list]))
    rel_list = [pardir] * (len(start_list) - i) + path_list[i:]
    if not rel_list:
        return curdir
    return join(*rel_list)
