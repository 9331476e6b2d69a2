% A syntax error while reading is error(syntax_error(_), _); the next read goes on.
:- initialization(main).
r :- catch(read(T), error(syntax_error(_), _), T = syntax_error), writeq(T), nl.
main :- r, r, r, halt.
