% A source that begins with a UTF-8 byte order mark: SWI-Prolog skips it.
:- initialization(main).
main :- write(bom_skipped), nl, halt.
