import re
# verbose patterns, scoped flags, bytes, unicode
pat = re.compile(r"""
    (?P<key>[a-z_]+)   # the key
    \s* = \s*          # equals
    (?P<val>"[^"]*"|\d+)  # a quoted string or a number
""", re.VERBOSE)
for line in ['name = "bob"', "age=42", "bad line"]:
    m = pat.match(line)
    print(m and m.groupdict())
print(re.findall(r"(?i)[a-z]+", "Hello WORLD"), re.findall(r"[[:alpha:]]", "a:b") if False else "")
print(re.sub(r"(?m)^\s+", "", "  a\n   b\n c"), re.findall(r"(?m)^(\w+):", "a: 1\nbb: 2"))
print(re.findall(rb"[\x80-\xff]+", b"ab\xe9\xe8cd"), re.match(rb"(?i)ABC", b"abc"), re.sub(rb"\s+", b" ", b"a  b\t\nc"))
print(re.findall(r"\d", "١٢3"), re.findall(r"(?a)\d", "١٢3"), re.findall(r"\s", "a\x1cb\u2003c"))
print(re.match(r"(\w)\1", "ÀÀ"), re.findall(r"\w+", "über straße"), re.sub(r"[^\w\s]", "", "he,l.l!o wo?rld"))
print(re.search(r"(?<=\$)\d+(\.\d\d)?", "cost: $42.50"), re.search(r"(?<![a-z])cat", "bobcat cat"))
print(re.split(r"(?<=[.!?]) +", "Hi. How are you? Fine! Ok"))
print([m.group(0) for m in re.finditer(r"\w+(?=,)", "a, b, c")])
tokens = re.compile(r"\s*(?:(\d+\.\d*|\d+)|(\w+)|(.))")
print([(n, w, o) for n, w, o in tokens.findall("x = 3.14 * r2 + 10")])
print(re.sub(r"\s+", " ", "a \n\t b").strip(), re.sub(r"^|$", '"', "x"), re.sub(r"(?<=a)", "-", "aaa"))
print(re.fullmatch(r"[0-9a-fA-F]+", "DEADbeef"), re.fullmatch(r"\d{3}-\d{4}", "555-12345"))
print(re.match(r".*?(\d+)", "abc123def456").group(1), re.match(r".*(\d+)", "abc123def456").group(1))
print(re.compile(r"^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$").match("192.168.1.255"))
camel = re.compile(r"(?<!^)(?=[A-Z])")
print(camel.sub("_", "CamelCaseString").lower(), re.sub(r"_([a-z])", lambda m: m.group(1).upper(), "snake_case_here"))
print(re.findall(r"<(\w+)[^>]*>(.*?)</\1>", "<b>bold</b> <i class='x'>it</i> <b>x</i>"))
print(re.search(r"(a+)+b", "a" * 20 + "b"), re.search(r"^(\w+\s?)*$", "a b c d e f g h"))
s = "The year 1999 and 2024, also 300 and 12345."
print(re.findall(r"\b\d{4}\b", s), re.sub(r"\b(\d{4})\b", r"<\1>", s), re.subn(r"\d", "#", s)[1])
print(re.compile(r"\d+").search("abc 42 def").start(), re.compile("a", re.I | re.M).flags, re.compile("(?ims)a").flags)
print(re.match("a", "A", flags=re.IGNORECASE), re.search("^b", "a\nb", flags=re.M), re.purge())
sc = re.Scanner([(r"\d+", lambda s, t: ("NUM", t)), (r"[a-z]+", lambda s, t: ("ID", t)), (r"\s+", None)])
print(sc.scan("abc 12 de 7 !"))
print(re.escape("hello world?"), re.split(r"[\s,]+", "a, b  c,d"), re.findall("a|", "ab"))
print(re.match(r"(?P<n>\d+)(?P<rest>.*)", "12ab").expand(r"\g<rest>\g<n>"), re.sub(r"(x)?y", r"[\1]", "y xy"))
print(repr(re.compile(r"a\nb")), repr(re.compile("a\nb")), re.compile(b"ab", re.I))
print(re.match(r"\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}", "(555) 123-4567"))
print(re.findall(r"[\u4e00-\u9fff]+", "中文 text 汉字"), re.sub("(?u)\\W", "", "a-b c"))
