# base64: b64 (standard, urlsafe, altchars, validate), b32, b16,
# encodebytes/decodebytes, and their errors.
import base64, binascii
for data in [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", bytes(range(250, 256)) * 3]:
    e = base64.b64encode(data)
    print(e, base64.b64decode(e) == data, base64.b32encode(data), base64.b32decode(base64.b32encode(data)) == data, base64.b16encode(data))
print(base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.urlsafe_b64decode("-__-"), base64.b64encode(b"\xfb\xff", altchars=b"*!"))
print(base64.b64decode("Zm9v\nYmFy"), base64.standard_b64encode(b"x"), base64.standard_b64decode(b"eA=="))
print(base64.encodebytes(b"a" * 60), base64.decodebytes(b"YWFh\n"))
print(base64.b16decode("666F6F"), base64.b16decode(b"666f6f", casefold=True), base64.b32decode("mzxw6===", casefold=True))
for bad in [lambda: base64.b64decode("Zm9v!", validate=True), lambda: base64.b16decode("zz"), lambda: base64.b32decode("MZXW6"), lambda: base64.b64decode("Zm9")]:
    try:
        bad()
    except binascii.Error as e:
        print("Error:", e)
print(base64.b64encode(b"hi").decode(), type(base64.b64decode(b"aGk=")).__name__)
