for spec in ("<8", ">8", "^8", "^9", "=8", "0=8", "*<8", "*>8", "*^8", "+^9", "08", "-08", " 8", "#<8x"):
    try:
        print(repr(spec), repr(format(42, spec)), repr(format(-4.5, spec)))
    except ValueError as e:
        print(repr(spec), "ValueError:", e)
for spec in ("<6", ">6", "^6", "^7", "x^7", "06", ".1", "6.2"):
    print(repr(spec), repr(format("abc", spec)))
