# hashlib (md5, sha1, sha2, sha3 by function and by name; update, copy,
# sizes; errors) and binascii (hex, base64, crc32; binascii.Error).
import hashlib, binascii
print(hashlib.md5(b"hello").hexdigest())
h = hashlib.sha256()
h.update(b"abc")
h2 = h.copy()
h2.update(b"def")
print(h.hexdigest(), h2.hexdigest()[:16], h.name, h.digest_size, h.block_size)
print(hashlib.new("SHA1", b"x").hexdigest(), hashlib.sha512(b"").hexdigest()[:20], hashlib.sha3_256(b"a").hexdigest()[:20])
print(hashlib.sha224(bytearray(b"q")).digest()[:4], hashlib.sha384(b"z").digest_size)
print(sorted(hashlib.algorithms_guaranteed & {"md5", "sha1", "sha256"}))
for bad in ("nope",):
    try:
        hashlib.new(bad)
    except ValueError as e:
        print("ValueError", e)
try:
    hashlib.md5("text")
except TypeError as e:
    print("TypeError", e)
print(binascii.hexlify(b"\x00\xffab"), binascii.unhexlify("00ff6162"), binascii.b2a_hex(b"z"), binascii.a2b_hex(b"7a"))
print(binascii.crc32(b"hello world"), binascii.crc32(b"world", binascii.crc32(b"hello ")))
print(binascii.b2a_base64(b"any carnal pleas"), binascii.b2a_base64(b"ab", newline=False), binascii.a2b_base64("YW55\nIGNh"))
for bad in ("abc", "zz"):
    try:
        binascii.unhexlify(bad)
    except binascii.Error as e:
        print(type(e).__name__, e, isinstance(e, ValueError))
try:
    binascii.a2b_base64(b"YW5")
except binascii.Error as e:
    print("Error", e)
try:
    binascii.hexlify("str")
except TypeError as e:
    print("TypeError", e)
print(binascii.Error.__module__, binascii.Error.__name__)
