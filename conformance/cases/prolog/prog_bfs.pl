% Breadth-first search for a shortest path.
:- initialization(main).
edge(a, b). edge(a, c). edge(b, d). edge(c, d). edge(d, e). edge(c, f). edge(f, e).
bfs(Goal, [[Goal|Path]|_], [Goal|Path]) :- !.
bfs(Goal, [[N|Path]|Queue], Sol) :- findall([M, N|Path], (edge(N, M), \+ member(M, [N|Path])), Next),
    append(Queue, Next, Queue1), bfs(Goal, Queue1, Sol).
main :- bfs(e, [[a]], P), reverse(P, R), write(R), nl, halt.
