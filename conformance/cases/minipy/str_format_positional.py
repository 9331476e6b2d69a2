print("{} and {}".format("spam", "eggs"), "{1} {0} {1}".format("a", "b"), "{0}{0}{0}".format("x"))
print("{:>5}|{:<5}|{:^5}|".format(1, 2, 3), "{0:.2f} {0:e} {0:g}".format(1234.5678))
print("{{literal}} {}".format("x"), "{:{}}".format("w", 4), "{:{}.{}f}".format(3.14159, 8, 3))
print("{!r} {!s} {!a}".format("q", "q", "é"), "{0!r:>6}".format("z"))
