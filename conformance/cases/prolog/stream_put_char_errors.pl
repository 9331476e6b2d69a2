% Errors of put_char/1 (ISO 8.12.3).
:- initialization(main).
e(G) :- catch((G -> write(yes) ; write(failed)), error(F, _), write(F)), nl.
main :- e(put_char(_)), e(put_char(ab)), e(put_char(1)), nl, halt.
