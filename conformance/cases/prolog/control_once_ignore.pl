% once/1, ignore/1, forall/2.
:- initialization(main).
main :- once(member(X, [a,b,c])), write(X), nl,
    findall(Y, once(member(Y, [a,b])), L), write(L), nl,
    ignore(fail), write(ignored), nl,
    ignore(Z = 5), write(Z), nl,
    ( forall(member(N, [2,4,6]), N mod 2 =:= 0) -> write(all_even) ; write(not_all) ), nl,
    ( forall(member(N, [2,3]), N mod 2 =:= 0) -> write(all_even) ; write(not_all) ), nl,
    halt.
