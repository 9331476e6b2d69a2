s = "  \t hello world \n "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print(repr("xxhixyx".strip("xy")), repr("xxhixyx".lstrip("x")), repr("xxhixyx".rstrip("xy")), repr("abc".strip("")))
print(repr("\u3000wide\u3000".strip()), repr("...ok!!!".strip(".!")), repr("".strip()))
