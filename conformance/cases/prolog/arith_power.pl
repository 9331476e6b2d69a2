% r(E): print the value of E, or the error's formal term.
r(E) :- catch((X is E, writeq(X)), error(F, _), writeq(F)), nl.

% ** and ^ (SWI-Prolog: ** on integers is an integer; ISO: a float).
:- initialization(main).
main :- r(2 ** 3), r(2 ** -1), r(2.0 ** 3), r(2 ** 0.5), r(4 ** 0.5), r(0 ** 0), r(2 ^ 3), r(2 ^ 100),
    r((-2) ^ 3), r(1 ^ -5), r((-1) ^ -5), r(2.0 ^ 3), r(0 ^ -1), r(2 ^ -1), r((-8) ** (1/3)),
    halt.
