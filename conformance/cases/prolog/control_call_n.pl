:- set_prolog_flag(double_quotes, codes).
% call/1..8 add arguments to the closure.
:- initialization(main).
p(A, B, C, D, E, F, G) :- write([A,B,C,D,E,F,G]), nl.
main :- call(write, hello), nl,
    call(format, "~w-~w~n", [a, b]),
    G = p(1), call(G, 2, 3, 4, 5, 6, 7),
    call(p, a, b, c, d, e, f, g),
    call(atom_length, abc, X), write(X), nl,
    call((write(a), write(b))), nl,
    halt.
