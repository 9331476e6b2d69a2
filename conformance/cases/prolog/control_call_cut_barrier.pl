% findall, \+ and call/N are barriers to cut; once/1 commits to the first solution.
:- initialization(main).
t(1). t(2). t(3).
main :- findall(X, (t(X), call(!)), L1), write(L1), nl,
    findall(X, once(t(X)), L2), write(L2), nl,
    findall(X, (t(X), \+ \+ !), L3), write(L3), nl,
    G = !, findall(X, (t(X), G), L4), write(L4), nl, halt.
