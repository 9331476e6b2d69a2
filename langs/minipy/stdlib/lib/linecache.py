"""Source lines of files, read once and kept: getline, getlines,
clearcache, checkcache, lazycache."""

cache = {}


def getlines(filename, module_globals=None):
    if filename in cache:
        return cache[filename]
    try:
        with open(filename, encoding="utf-8") as f:
            lines = f.readlines()
    except (OSError, UnicodeDecodeError):
        return []
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    cache[filename] = lines
    return lines


def getline(filename, lineno, module_globals=None):
    lines = getlines(filename, module_globals)
    if 1 <= lineno <= len(lines):
        return lines[lineno - 1]
    return ""


def clearcache():
    cache.clear()


def checkcache(filename=None):
    if filename is None:
        cache.clear()
    else:
        cache.pop(filename, None)


def updatecache(filename, module_globals=None):
    cache.pop(filename, None)
    return getlines(filename, module_globals)


def lazycache(filename, module_globals):
    return False
