% clause/2 on dynamic predicates and its errors.
:- initialization(main).
:- dynamic(len/2).
len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.
e(G) :- catch((G -> write(yes) ; write(failed)), error(F, _), write(F)), nl.
main :- findall(H-B, clause(len(H, _), B), L), length(L, N), write(N), nl,
    clause(len([], Z), true), write(Z), nl,
    e(clause(_, true)), e(clause(4, true)), e(clause(atom_length(_, _), _)), halt.
