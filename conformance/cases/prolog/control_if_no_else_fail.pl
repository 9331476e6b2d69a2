% (C -> T) fails when C fails; (C -> T ; E) backtracks into E only.
:- initialization(main).
main :- ( ( fail -> true ) -> write(yes) ; write(no) ), nl,
    findall(X, ( true -> member(X, [a,b]) ; X = c ), L), write(L), nl,
    findall(X, ( fail -> X = a ; member(X, [b,c]) ), L2), write(L2), nl,
    halt.
