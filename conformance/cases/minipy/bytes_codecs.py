b = b"Hello World"
print(b.split(), b.split(b"o"), b.find(b"o"), b.count(b"l"), b.replace(b"l", b"L", 2), b.upper(), b.lower(), b.swapcase(), b.title(), b.capitalize(), b.center(15, b"*"), b.hex(), b.hex(":"), bytes.fromhex("ff 00 1a"), b.startswith(b"He"), b.endswith((b"x", b"ld")), b.strip(b"Hd"), b.partition(b" "), b.rpartition(b"o"), b.zfill(14), b.isalpha(), b[0:5].isalpha(), b.join([b"a", b"b"]), b.index(b"W"), b.rfind(b"o"), b.splitlines(), b"a\tb".expandtabs(4), b.removeprefix(b"Hell"), b.ljust(13, b"-"), b.istitle(), b" x ".strip(), b.decode(), b.translate(bytes.maketrans(b"lo", b"01")), b.translate(None, b"l"))
ba = bytearray(b"abc"); ba.append(100); ba.extend(b"ef"); ba[0] = 65; ba.insert(0, 33); print(ba, ba.pop(), ba.pop(0), ba, len(ba), ba.copy(), ba.reverse(), ba, ba.remove(99), ba, ba.find(b"e"), ba + b"x", b"x" + ba, ba * 2)
for e in ["b.count()", "b.find(1.5)", "bytes(-1)", "bytes(\"x\")", "bytes([300])", "b.decode(\"ascii\", \"bad\")", "b\"\\xff\".decode()", "\"é\".encode(\"ascii\")", "bytearray().pop()", "b\"a\" + \"b\"", "bytes.fromhex(\"zz\")", "memoryview(1)", "b[100]", "ba.remove(300)", "b\"\\xe4\\xbdx\".decode()", "b\"\\xe4\\xbd\".decode()", "\"aé€😀\".encode(\"latin-1\")", "\"\\ud800\".encode()"]:
    try:
        print(e, repr(eval(e)))
    except Exception as ex:
        print(e, "!!", type(ex).__name__, ex)
m = memoryview(b"abcdef"); print(m[1], m[1:3].tobytes(), bytes(m[2:]), len(m), m.tolist()[:3], m.readonly, m.nbytes, m.itemsize, m.format, m == b"abcdef")
print(b"%d-%s" % (5, b"x"), b"abc" < b"abd", b"a" == bytearray(b"a"), hash(b"abc") == hash(b"abc"), list(b"ab"), b"b" in b"abc", 98 in b"abc", bytes(3), bytes([65, 66]), bytes(b"x"), bytes(range(3)), bytearray(2), str(b"x"), f"{b!r}", int.from_bytes(b"\x01\x00", "little"), (1000).to_bytes(2, "big"), (-1).to_bytes(2, "big", signed=True), int.from_bytes(b"\xff", "big", signed=True))
s = "héllo wörld €😀"
for enc in ["utf-8", "latin-1", "ascii", "utf-16", "utf-32-be"]:
    for err in ["replace", "ignore", "backslashreplace", "xmlcharrefreplace", "namereplace"]:
        try:
            print(enc, err, s.encode(enc, err))
        except Exception as ex:
            print(enc, err, type(ex).__name__, ex)
bad = b"a\xffb\xe4\xbd\xa0\xe4"
for err in ["replace", "ignore", "backslashreplace", "surrogateescape"]:
    print(err, repr(bad.decode("utf-8", err)))
print(repr(bad.decode("latin-1")), "€".encode().decode(), "x".encode("UTF_8"), str(b"abc", "ascii"), bytes("é", "utf-8"))
try:
    bad.decode()
except UnicodeDecodeError as e:
    print(e.encoding, e.start, e.end, e.reason, e.object[:2])
print(b"\x00\x01abc\x7f\x80", bytearray(b"q"), repr(b"'"), repr(b'"\''), b"ab"[0], b"ab"[-1:], list(reversed(b"abc")), sorted(b"cab"), b"%5s|%-3d|%c%c" % (b"ab", 7, 65, b"B"))
print("\N{BULLET} \N{EM DASH} \N{bullet}", "\N{CJK UNIFIED IDEOGRAPH-4E00}", "\N{HANGUL SYLLABLE GAG}", f"\N{BULLET} {1+1}", "\N{BYTE ORDER MARK}" == "\ufeff")
