print(ord("a"), ord("Z"), ord("0"), ord(" "), ord("\n"), ord("é"), ord("€"), ord("😀"))
print(chr(97), chr(48), chr(233), chr(0x20AC), repr(chr(0)), chr(128512), "".join(chr(c) for c in range(65, 71)))
for bad in (lambda: chr(-1), lambda: chr(0x110000), lambda: ord("ab"), lambda: ord("")):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
