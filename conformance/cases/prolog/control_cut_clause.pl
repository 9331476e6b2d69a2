% ! commits to the clause and to the bindings made before it.
:- initialization(main).
t(1). t(2). t(3).
first(X) :- t(X), !.
a(X) :- t(X), X > 1, !.
a(0).
main :- first(X), write(X), nl,
    findall(Y, a(Y), L), write(L), nl,
    findall(Z, (t(Z), !), L2), write(L2), nl,
    halt.
