% Errors of open/3,4 and close/1 (no file is created).
:- initialization(main).
e(G) :- catch((G -> write(yes) ; write(failed)), error(F, _), write(F)), nl.
main :- e(open('/nonexistent_dir_xyz/f', read, _)), e(open(_, read, _)), e(open(f, badmode, _)),
    e(open(f, read, _, [badopt])), e(close(_)), e(close(not_a_stream)), halt.
