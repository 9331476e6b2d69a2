% term_to_atom/2 both ways.
:- initialization(main).
main :- term_to_atom(f(x, 'A b', [1]), A), writeq(A), nl,
    term_to_atom(T, 'g(1, "s", Y, Y)'), T = g(N, _, P, Q), write(N), nl, ( P == Q -> write(shared) ; write(distinct) ), nl, halt.
