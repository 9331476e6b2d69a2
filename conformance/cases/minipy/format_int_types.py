for n in (0, 7, -7, 255, 2**40, -(2**70)):
    print(format(n), format(n, "d"), format(n, "+d"), format(n, " d"), format(n, "x"), format(n, "#X"), format(n, "o"),
          format(n, "b")[-8:], format(n, "n"), format(n, "e"), format(n, ".2f"))
print(format(True, ""), format(True, "d"), format(False, ">5"), format(65, "c"), format(0x1F600, "c"))
