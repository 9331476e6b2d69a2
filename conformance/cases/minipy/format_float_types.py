for x in (0.0, 1.0, -1.5, 3.14159, 1234.5678, 1e-5, 1.5e20, float("inf"), float("nan")):
    print(format(x), format(x, "f"), format(x, ".2e"), format(x, "g"), format(x, ".3g"), format(x, "#.3g"), format(x, "%"),
          format(x, ".1"), format(x, "E"), format(x, "F"), format(x, "10.2"))
