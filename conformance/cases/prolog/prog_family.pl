% A family database with recursive rules.
:- initialization(main).
parent(tom, bob). parent(tom, liz). parent(bob, ann). parent(bob, pat). parent(pat, jim).
ancestor(X, Y) :- parent(X, Y).
ancestor(X, Y) :- parent(X, Z), ancestor(Z, Y).
main :- findall(Y, ancestor(tom, Y), L), write(L), nl, setof(X, Y^parent(X, Y), Ps), write(Ps), nl,
    ( ancestor(liz, _) -> write(yes) ; write(no) ), nl, halt.
