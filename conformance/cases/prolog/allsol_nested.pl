% Nested all-solution goals and bagof with free variables inside terms.
:- initialization(main).
edge(a, b). edge(a, c). edge(b, c). edge(c, d).
main :- findall(N-Out, (member(N, [a, b, c, d]), findall(M, edge(N, M), Out)), L), write(L), nl,
    setof(N-Ms, setof(M, edge(N, M), Ms), L2), write(L2), nl,
    aggregate_count(C), write(C), nl, halt.
aggregate_count(C) :- findall(x, edge(_, _), Xs), length(Xs, C).
