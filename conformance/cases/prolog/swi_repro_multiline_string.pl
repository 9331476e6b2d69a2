% Issue 38's reproduction: quoted text over two lines: the newline is a character.
main :- string_length("a
b", N), write(N), nl, halt.
:- initialization(main).
