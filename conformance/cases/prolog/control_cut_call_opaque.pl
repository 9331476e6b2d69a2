% call/1 is opaque to cut: a ! inside call(G) cuts only G.
:- initialization(main).
t(1). t(2). t(3).
p(X) :- call((t(X), !)).
p(9).
q(X) :- G = (t(X), !), G.
q(9).
main :- findall(X, p(X), L), write(L), nl,
    findall(X, q(X), L2), write(L2), nl,
    findall(X, (call(!), X = first ; X = other), L3), write(L3), nl,
    halt.
