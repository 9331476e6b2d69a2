% Number syntax: bases, character codes, escapes in 0'c, exponents.
:- initialization(main).
main :- X1 is 0x1F, X2 is 0o17, X3 is 0b1011, X4 is 0'a, X5 is 0''', X6 is 1.5e3,
    X7 is 0'\\, X8 is 0'\n, X9 is 0xff + 0'\x41\, X10 is 1.0e-3,
    write([X1, X2, X3, X4, X5, X6, X7, X8, X9, X10]), nl, halt.
