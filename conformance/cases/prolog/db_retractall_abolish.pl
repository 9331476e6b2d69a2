% retractall/1 keeps the predicate dynamic; abolish/1 removes it.
:- initialization(main).
:- dynamic(r/2).
e(G) :- catch((G -> write(yes) ; write(failed)), error(F, _), write(F)), nl.
main :- assertz(r(1, a)), assertz(r(2, b)), assertz(r(1, c)), retractall(r(1, _)), findall(X-Y, r(X, Y), L), write(L), nl,
    retractall(r(_, _)), e(r(_, _)), retractall(brand_new(_)), e(brand_new(_)),
    e(abolish(r/2)), e(abolish(foo/bar)), e(abolish(atom_length/2)), halt.
