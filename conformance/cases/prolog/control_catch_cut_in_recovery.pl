% A cut in the recovery goal of catch/3 is local to it; catch/3 is re-entrant in a loop.
:- initialization(main).
t(X) :- catch(throw(e(a)), e(Y), (member(X, [Y, other]), !)).
main :- findall(X, t(X), L), write(L), nl,
    findall(N, (between(1, 5, N), catch((N mod 2 =:= 0 -> throw(even) ; true), even, fail)), Odd), write(Odd), nl, halt.
