% Solutions of ; come left to right, with backtracking into each.
:- initialization(main).
main :- findall(X, (X = 1 ; X = 2 ; member(X, [3,4])), L), write(L), nl,
    findall(X-Y, (member(X, [a,b]), (Y = 1 ; Y = 2)), L2), write(L2), nl,
    halt.
