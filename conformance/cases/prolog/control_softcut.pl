% *-> keeps the condition's choice points; with no solution it takes the else.
:- initialization(main).
main :- findall(X, ( member(X, [1,2,3]) *-> true ; X = none ), L), write(L), nl,
    findall(X, ( fail *-> X = yes ; X = none ), L2), write(L2), nl,
    findall(X-Y, ( member(X, [a,b]) *-> member(Y, [1,2]) ; true ), L3), write(L3), nl,
    halt.
