% is/2 unifies; the left side may be bound.
:- initialization(main).
t(G) :- ( catch(G, error(E, _), (write(E), nl, fail)) -> write(yes) ; write(no) ), nl.
main :- t(3 is 1 + 2), t(3.0 is 1 + 2), t(foo is 1), t(X is 2 * 3), write(X), nl, t(Y is Y), halt.
