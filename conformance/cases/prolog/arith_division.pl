% r(E): print the value of E, or the error's formal term.
r(E) :- catch((X is E, writeq(X)), error(F, _), writeq(F)), nl.

% / on integers: an integer when exact, else a float (SWI-Prolog; ISO says float).
:- initialization(main).
main :- r(7 / 2), r(4 / 2), r(-7 / 2), r(1 / 3), r(7.0 / 2), r(1 / 0), r(1.0 / 0), r(1 / 0.0),
    r(0 / 0), r((1 << 100) / (1 << 98)), halt.
