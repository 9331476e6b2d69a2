% open/3 for writing then reading a temporary file.
:- initialization(main).
main :- F = 'stream_file_roundtrip.tmp', open(F, write, O), writeq(O, fact(1, 'two')), write(O, '.'), nl(O), close(O),
    open(F, read, I), read(I, T), read(I, E), close(I), writeq(T-E), nl, halt.
