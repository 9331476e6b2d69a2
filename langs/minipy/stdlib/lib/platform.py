"""The platform the interpreter runs on: the operating system (from
os.uname), the machine, and the Python it implements.

python_implementation() is "minipy", the interpreter's own name (as
sys.implementation.name says); python_version() is the CPython version
whose language and library minipy follows."""

import os as _os
import sys as _sys
from collections import namedtuple as _namedtuple

uname_result = _namedtuple("uname_result", "system node release version machine")

_uname_cache = None


def uname():
    global _uname_cache
    if _uname_cache is None:
        try:
            u = _os.uname()
            _uname_cache = uname_result(u.sysname, u.nodename, u.release, u.version, u.machine)
        except OSError:
            _uname_cache = uname_result("", "", "", "", "")
    return _uname_cache


def system():
    return uname().system


def node():
    return uname().node


def release():
    return uname().release


def version():
    return uname().version


def machine():
    return uname().machine


def processor():
    return uname().machine


def architecture(executable=None, bits="", linkage=""):
    return (bits or "64bit", linkage or "ELF")


def python_implementation():
    return "minipy"


def python_version():
    return "%d.%d.%d" % _sys.version_info[:3]


def python_version_tuple():
    return tuple(str(n) for n in _sys.version_info[:3])


def python_branch():
    return ""


def python_revision():
    return ""


def python_build():
    return ("main", "")


def python_compiler():
    return "Go"


def platform(aliased=False, terse=False):
    u = uname()
    if terse:
        return "%s-%s" % (u.system, u.release)
    return "-".join(p for p in (u.system, u.release, u.machine) if p)


def libc_ver(executable=None, lib="", version="", chunksize=16384):
    return (lib, version)


def freedesktop_os_release():
    info = {}
    for path in ("/etc/os-release", "/usr/lib/os-release"):
        try:
            with open(path) as f:
                for line in f:
                    line = line.strip()
                    if not line or line.startswith("#") or "=" not in line:
                        continue
                    k, v = line.split("=", 1)
                    if len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'":
                        v = v[1:-1]
                    info[k] = v
            return info
        except OSError:
            continue
    raise OSError("no os-release file found")
