% Issue 38's reproduction: number_chars/2 takes a list of codes.
main :- number_chars(N, [0'4, 0'2]), write(N), nl, halt.
:- initialization(main).
