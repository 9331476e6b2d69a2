# Lone surrogates are one code point each, as CPython stores them, and
# printing one is UnicodeEncodeError (issue 43, item 11).
s = "\ud800"
print(len(s), s == "\ufffd", repr(s), ascii(s))
t = "\ud83d\ude00"
print(len(t), repr(t), t == "\U0001f600")
print(len(chr(0xd800)), repr(chr(0xdc00)))
print([hex(ord(c)) for c in "a\ud800b"])
print("a\ud800b"[1] == "\ud800", "a\ud800b".find("b"), "x\ud800".upper() == "X\ud800")
print(repr("a\ud800b"[::-1]), "\ud800" < "\ue000", sorted(["\ue000", "\ud800"]) == ["\ud800", "\ue000"])
print(hash("\ud800") == hash("\ud800"), {"\ud800": 1}["\ud800"])
try:
    print("\ud800")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
s = "a\ud800\udfffé"
print(len(s), [hex(ord(c)) for c in s], repr(s.upper()), repr(s.lower()), repr(s.title()), repr(s.swapcase()))
print("\ud800".isalpha(), repr(s[::-1]), repr(s[1:3]), s.count("\udfff"), s.index("é"))
print(repr(f"{s:>8}"), repr("%s|" % s), repr(s.center(8, "*")), s.encode if False else 0)
for c in "x\udc80":
    print(repr(c), len(c))
