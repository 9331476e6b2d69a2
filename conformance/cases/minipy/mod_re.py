import re
tests = [
    (r"a|b", "cab"), (r"(a)(b)?", "ac"), (r"(\w+)@(\w+)\.com", "x joe@ex.com y"),
    (r"^\s*(\d+)\s*$", "  42  "), (r"(?i)hello", "HeLLo"), (r"(?m)^b", "a\nb"),
    (r"(?s)a.b", "a\nb"), (r"a.b", "a\nb"), (r"(a)\1", "aa"), (r"(?P<x>a)(?P=x)", "aa"),
    (r"(?<=a)b", "ab"), (r"(?<!a)b", "cb"), (r"a(?=b)", "ab"), (r"a(?!b)", "ac"),
    (r"(?:ab)+", "ababab"), (r"a{2,3}", "aaaa"), (r"a{,2}", "aaa"), (r"a{2}", "aaa"),
    (r"a*?b", "aaab"), (r"(a|ab)(c|bcd)(d*)", "abcd"), (r"\bfoo\b", "a foo b"),
    (r"\Bfoo", "xfoo"), (r"\d+\Z", "abc 123"), (r"\d+$", "123\n"), (r"\d+\Z", "123\n"),
    (r"[^a-c]+", "abcdef"), (r"[]a]+", "a]a"), (r"[a\-z]+", "a-z"), (r"[\w.]+", "a.b_c!"),
    (r"(?x) a  b # comment\n c", "abc"), (r"(a)?(?(1)b|c)", "ab"),
    (r"(?>a+)b", "aaab"), (r"a++b", "aab"), (r"\x41\u0042\N{LATIN SMALL LETTER C}", "ABc"),
    (r"\101", "A"), (r"\0", "\0"), (r"[\d\s]+", "1 2\t3"), (r"\W+", "ab!@#cd"),
    (r"é+", "ééé"), (r"(?i)É", "é"), (r"\w+", "naïve café"), (r"[^\W\d]+", "ab12cd"),
    (r"(?a)\w+", "naïve"), (r"(a)|(b)", "b"), (r"((a)b)", "ab"), (r"(?:(a)|b)+", "ab"),
    (r"x*", "aaa"), (r"", "abc"), (r"(?i:A)b", "ab"), (r"(?i:A)b", "aB"), (r"(?-i:a)B", "aB"),
]
for pat, s in tests:
    m = re.search(pat, s)
    if m:
        print(repr(pat), m, m.groups(), m.lastindex, m.span())
    else:
        print(repr(pat), None)
print(re.findall(r"x*", "abxd"), re.sub("x*", "-", "abxd"), re.split("x*", "axbc"))
print(re.findall(r"\b", "a b"), re.split(r"\b", "a b"), re.sub(r"\b", "|", "ab cd"))
print(re.findall("x*?", "x"), re.findall(r"(a)(b)?", "ab a"), re.findall("(a)", "aaa"))
print(re.sub(r"(?P<w>\w+)", r"<\g<w>>", "hi there"), re.sub(r"(\w+)", r"\g<1>\g<0>", "ab"))
print(re.sub(r"a", lambda m: m.group().upper(), "banana"), re.subn("a", "o", "banana", 2))
print(re.sub(r"(a)|b", r"[\1]", "ab"), re.sub("a", r"\n\t\\", "a"), repr(re.sub("a", r"\.", "a")))
print(re.split(r"(,)", "a,b,c"), re.split(",", "a,b,c", maxsplit=1), re.split(r"(a)|b", "xaybz"))
print(re.escape("a.b*c?d[e]f{g}h|i^j$k\\l m-n#o&p~q"), re.escape(b"a.b"))
p = re.compile(r"(?P<first>\w+) (?P<last>\w+)")
m = p.fullmatch("John Smith")
print(m.expand(r"\g<last>, \g<first>"), p.groupindex, p.groups, p.pattern, p.flags, m.re is p, m.string, m.pos, m.endpos, m.regs)
print(p.match("ab cd", 3), p.search("xx ab cd", 2), p.search("ab cd ef", 0, 5), p.fullmatch("ab cd e"))
print(re.compile("a").match("ba", 1), re.compile("^a").search("ba", 1), re.compile("a$").search("ab", 0, 1))
print(list(re.finditer(r"\d", "a1b2")), [m.span() for m in re.finditer("", "ab")])
print(re.match(b"(a)(b)", b"abc"), re.findall(rb"\w+", b"hi there"), re.sub(b"a", b"o", b"banana"))
print(re.compile(r"\d+", re.A | re.I), re.compile("x", re.X), repr(re.compile("x" * 300))[:30])
print(re.fullmatch(r"a|ab", "ab"), re.match(r"a*", "aaa").group(0), re.match(r"(?s:.)+", "a\nb"))
m = re.match(r"(a)(b)(c)", "abc")
print(m.group(1, 3), m[0], m.start(2), m.end(3), m.span(0), m.groups())
try: m.group(4)
except IndexError as e: print("IndexError", e)
try: m.group("x")
except IndexError as e: print("IndexError", e)
print(re.match(r"(a)(x)?", "a").groups("-"), re.match(r"(?P<a>a)(?P<b>x)?", "a").groupdict("-"))
print(re.match(r"(a)(x)?", "a").start(2), re.match(r"(a)(x)?", "a").span(2))
errors = [r"(", r")", r"*", r"a**", r"[a", r"\q", "\\", r"(?P<1>a)", r"(?P<a>x)(?P<a>y)", r"(?P=b)",
          r"\2(a)", r"(a)\2", r"[z-a]", r"a{3,2}", r"(?<=a+)b", r"(?z)", r"x(?i)", r"(?<x)",
          r"\x1", r"\u12", r"\N{NOPE}", r"(?#abc", r"(?(2)a|b)", r"(?(1)a|b|c)", r"[\d-z]", r"\8",
          r"abc\nde)", "a\n(b", r"(?i", r"(?P", r"(?Px)", r"(?ix-", r"(?a-a:x)", r"(?-a:x)", r"+a", r"a|*"]
for e in errors:
    try:
        re.compile(e)
        print(repr(e), "compiled")
    except re.error as err:
        print(repr(e), "error:", err, "|", err.msg, err.pos, err.lineno, err.colno)
for t in [r"\3", r"\g<x>", r"\g<9>", r"\q", "\\", r"\g<a", r"\g<>", r"\g<-1>"]:
    try:
        print(re.sub(r"(a)(b)", t, "ab"))
    except (re.error, IndexError) as err:
        print(repr(t), type(err).__name__, err)
try: re.search("a", b"a")
except TypeError as e: print(e)
try: re.search(b"a", "a")
except TypeError as e: print(e)
try: re.search("a", 5)
except TypeError as e: print(e)
try: re.compile(re.compile("a"), re.I)
except ValueError as e: print(e)
try: re.sub("a", lambda m: 5, "a")
except TypeError as e: print(e)
print(re.compile("a") == re.compile("a"), re.compile("a") == re.compile("a", re.I), hash(re.compile("a")) == hash(re.compile("a")))
print(re.I.value, int(re.M), re.I | re.S, re.RegexFlag.DOTALL, re.NOFLAG, repr(re.NOFLAG), re.X & re.X)
print(type(re.finditer("a", "a")).__name__, re.Pattern, re.Match, re.Pattern[str])
print(re.sub(r"(\d+)", lambda m: str(int(m.group(1)) * 2), "a1 b22 c333"))
print(re.findall(r"[A-Z][a-z]+", "Hello World Foo"), re.findall(r"(\w)(\d)", "a1 b2 c3"))
print(re.match(r"(?P<year>\d{4})-(?P<month>\d\d)", "2024-05-17").groupdict())
words = re.compile(r"\w+")
print(words.findall("The quick, brown fox."), words.sub(lambda m: m[0][::-1], "ab cd"))
print(re.match(r"\s*", "   x").end(), re.search(r"^$", ""), re.search(r"$", "ab"), re.findall(r"^", "a\nb", re.M))
print(re.split(r"\s+", "  a b  c "), re.split(r"", "ab"), re.sub("", "-", "ab"))
