% bagof/3 groups by free variables; ^ marks existential variables.
:- initialization(main).
age(peter, 7). age(ann, 11). age(pat, 8). age(tom, 5). age(mike, 11).
class(a, peter). class(b, ann). class(a, pat). class(b, tom). class(b, mike).
main :- ( bagof(N, age(N, 11), L) -> write(L) ; write(none) ), nl,
    findall(A-L2, bagof(N, age(N, A), L2), G), write(G), nl,
    bagof(N, A^age(N, A), L3), write(L3), nl,
    findall(C-L4, bagof(N, A^(class(C, N), age(N, A)), L4), G2), write(G2), nl,
    ( bagof(X, fail, L5) -> write(L5) ; write(bagof_fails) ), nl, X = X, halt.
