# io.StringIO: the five newline modes (translation on writing, the line
# endings readline knows), writes inside and past the end, truncate;
# BytesIO basics.
import io
for nl in (None, "", "\n", "\r", "\r\n"):
    s = io.StringIO("a\r\nb\rc\nd", newline=nl)
    print(repr(nl), s.readlines(), repr(s.getvalue()))
    s = io.StringIO(newline=nl); s.write("x\ny\r\nz\r"); s.seek(0); print(list(s), s.tell())
s = io.StringIO("hello"); s.seek(2); s.write("XY"); print(s.getvalue()); s.seek(10); s.write("!"); print(repr(s.getvalue())); s.truncate(3); print(repr(s.getvalue()), s.tell())
s.seek(0, 2); print(s.tell()); s.write("end"); print(repr(s.getvalue()))
b = io.BytesIO(b"ab\ncd"); print(b.readline(), b.read(), bytes(b.getbuffer())); b.write(b"ef"); print(b.getvalue())
for bad in (5, "x"):
    try: io.StringIO(newline=bad)
    except (TypeError, ValueError) as e: print(type(e).__name__, e)
