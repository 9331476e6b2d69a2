% r(E): print the value of E, or the error's formal term.
r(E) :- catch((X is E, writeq(X)), error(F, _), writeq(F)), nl.

% // truncates toward zero, div floors; mod takes the divisor's sign, rem the dividend's.
:- initialization(main).
main :- forall(member(A-B, [7-2, -7-2, 7-(-2), -7-(-2)]), (Q is A // B, D is A div B, M is A mod B, R is A rem B, write([A, B, Q, D, M, R]), nl)), halt.
