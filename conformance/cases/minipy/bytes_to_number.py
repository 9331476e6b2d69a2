# float() and int() of bytes-like objects read their bytes as ASCII text;
# a failure shows the object itself.
print(float(b'1.5'), float(bytearray(b' 2.5 ')), float(b'-1_000.25e1'), float(b'inf'), float(memoryview(b'3.25')))
for bad in (b'1.5x', b'', bytearray(b'x'), b'1\xc2\xb2', b'\xa01.5'):
    try:
        float(bad)
    except ValueError as e:
        print(e)


class B(bytes):
    pass


print(float(B(b'4.5')), int(B(b'45')), int(B(b'z'), 36))
print(int(b'12'), int(b' -7 '), int(bytearray(b'ff'), 16), int(b'0x1f', 0), int(memoryview(b'99')))
for bad in (b'12x', b'1.5', bytearray(b'')):
    try:
        int(bad)
    except ValueError as e:
        print(e)
try:
    int(memoryview(b'12'), 10)
except TypeError as e:
    print(e)
