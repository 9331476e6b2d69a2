:- set_prolog_flag(double_quotes, codes).
% e(G): run G once; print its error's formal term if it raises one.
e(G) :- catch((G -> true ; write(failed), nl), error(F, _), (write(F), nl)).

% ISO error terms of common builtins.
:- initialization(main).
main :- e(atom_length(_, _)), e(atom_length(123, _)), e(functor(_, _, _)),
    e(functor(_, foo, -1)), e(arg(x, f(a), _)), e(_ =.. _), e(atom_codes(_, _)),
    e(_ is 1 + a), e(throw(_)),
    e(atom_chars(_, [a|_])), e(char_code(_, -1)), e(sub_atom(_, _, 2, _, _)),
    halt.
