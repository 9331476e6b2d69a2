# Writes ../unicode_names.gz: the name of every named code point of
# CPython 3.11's unicodedata, one "hex;name" line each (CJK unified
# ideographs and Hangul syllables, whose names are computed, left out),
# then its name aliases as "hex;=alias" lines (from Unicode's
# NameAliases.txt, Debian's unicode-data package, keeping those CPython
# accepts), gzip-compressed; and unicode_names.json: a sample of names,
# aliases and lookups for the tests. Run from this directory:
#   python3 gen_unicode_names.py [/usr/share/unicode/NameAliases.txt]
import gzip, json, sys, unicodedata

lines = []
for cp in range(sys.maxunicode + 1):
    name = unicodedata.name(chr(cp), "")
    if not name or name.startswith("CJK UNIFIED IDEOGRAPH-") or name.startswith("HANGUL SYLLABLE "):
        continue
    lines.append("%x;%s" % (cp, name))
aliases = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode/NameAliases.txt"
for line in open(aliases):
    line = line.split("#")[0].strip()
    if not line:
        continue
    hexcp, alias, _kind = line.split(";")
    try:
        if unicodedata.lookup(alias) == chr(int(hexcp, 16)):
            lines.append("%x;=%s" % (int(hexcp, 16), alias))
    except KeyError:
        pass
data = ("\n".join(lines) + "\n").encode()
with open("../unicode_names.gz", "wb") as f:
    f.write(gzip.compress(data, compresslevel=9, mtime=0))

sample = []
for cp in [0x20, 0x41, 0xe9, 0x2022, 0x3042, 0x4e00, 0x9fff, 0xac00, 0xd7a3, 0x1f600, 0x20000, 0x10ffff, 0xe000, 0x7f]:
    sample.append({"cp": cp, "name": unicodedata.name(chr(cp), None)})
lookups = ["BULLET", "bullet", "LATIN SMALL LETTER E WITH ACUTE", "CJK UNIFIED IDEOGRAPH-4E00",
           "HANGUL SYLLABLE GAG", "GRINNING FACE", "NO SUCH NAME", "LATIN CAPITAL LETTER GHA", "BYTE ORDER MARK"]
for n in lookups:
    try:
        sample.append({"lookup": n, "cp": ord(unicodedata.lookup(n))})
    except KeyError as e:
        sample.append({"lookup": n, "err": str(e)})
with open("unicode_names.json", "w") as f:
    json.dump(sample, f, indent=0)
