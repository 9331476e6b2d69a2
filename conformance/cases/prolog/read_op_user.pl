% op/3 changes how terms are read and written.
:- initialization(main).
:- op(700, xfx, ===>).
:- op(200, xfy, likes).
:- op(100, fy, very).
rule(a ===> b).
main :- rule(R), writeq(R), nl, X = (john likes very very mary), writeq(X), nl,
    X = (A likes B), writeq(A/B), nl, write_canonical(X), nl,
    op(0, xfx, ===>), writeq(a ===> b), nl, halt.
