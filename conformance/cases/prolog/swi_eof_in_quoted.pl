% Text that ends inside quotes is syntax_error(end_of_file_in_quoted(Q))
% in SWI-Prolog, Q the quote: read/1 from a stream and text read from
% an atom.
:- initialization(main).
formal(G) :- catch((G, print(no_error)), error(E, _), print(E)), nl.
main :-
    formal(term_to_atom(_, 'f(\'abc')),
    formal(term_to_atom(_, 'f("abc')),
    formal(term_to_atom(_, 'f(`abc')),
    formal(term_string(_, "g('x\\ny")),
    formal(read(_)),
    halt.
