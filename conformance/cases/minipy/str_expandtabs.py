s = "a\tbc\tdef\tg\n12345678\tx"
print(repr(s.expandtabs()), repr(s.expandtabs(4)), repr(s.expandtabs(1)), repr(s.expandtabs(0)))
print(repr("\t".expandtabs(3)), repr("ab\r\tc".expandtabs(4)))
