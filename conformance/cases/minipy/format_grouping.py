for n in (0, 999, 1000, 123456789, -1234567, 10**20):
    print(format(n, ","), format(n, "_"), format(n, "_x"), format(n, "_b")[-14:], format(n, "015,"), format(n, "012_d"))
for x in (1234.5, 1234567.891, -0.5):
    print(format(x, ",.2f"), format(x, "_.3f"), format(x, "015,.1f"), format(x, ",e"), format(x, ","))
