for s in ("1.5", " -2.25 ", "1e3", "1E-3", ".5", "5.", "1_000.5", "inf", "-Infinity", "nan", "+1.0", "1e400", "-1e-400",
          "0.1", "00012.5", "1.7976931348623157e308"):
    print(repr(s), float(s))
for s in ("", "abc", "1__0", "1e", ".", "0x10", "1 0", "1_"):
    try:
        float(s)
    except ValueError as e:
        print("ValueError:", e)
print(float(10), float(True), float(2**70), float(-0))
