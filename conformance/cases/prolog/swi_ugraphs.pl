% library(ugraphs), autoloaded: each predicate on fixed graphs, then on 80
% graphs made by a fixed linear congruential generator (not random/1,
% whose numbers are the system's). Expected output from swipl 9.0.4.
main :-
  t(vertices_edges_to_ugraph([a,e], [b-c, a-b, b-c, c-a], _)),
  G = [1-[3,5],2-[4],3-[],4-[5],5-[]],
  t(vertices(G, _)), t(edges(G, _)),
  t(add_vertices(G, [0,3,6], _)), t(del_vertices(G, [2,3], _)),
  t(add_edges(G, [1-2, 6-1, 3-3], _)), t(del_edges(G, [1-3, 4-5, 9-9], _)),
  t(neighbours(1, G, _)), t(neighbors(4, G, _)), t(neighbours(9, G, _)),
  t(transpose_ugraph(G, _)), t(transitive_closure(G, _)),
  t(reachable(1, G, _)), t(reachable(2, G, _)), t(top_sort(G, _)),
  t(top_sort([1-[2],2-[1]], _)),
  t(compose(G, [3-[x], 5-[y]], _)), t(ugraph_union(G, [1-[2], 7-[]], _)),
  t(complement([1-[2],2-[],3-[1]], _)),
  t(top_sort([a-[b,c], b-[d], c-[d], d-[]], _)),
  t(transitive_closure([a-[b], b-[c], c-[a]], _)),
  t(vertices_edges_to_ugraph([], [], _)),
  t(reachable(a, [a-[b],b-[a]], _)).
rnd(S0, Max, X, S) :- S is (S0*1103515245+12345) mod 2147483648, X is (S >> 8) mod (Max+1).
rg(S0, G, S) :- rnd(S0, 7, NV, S1), numlist(0, NV, Vs), rnd(S1, 12, NE, S2), es(NE, NV, S2, Es, S), vertices_edges_to_ugraph(Vs, Es, G).
es(0, _, S, [], S) :- !.
es(N, NV, S0, [A-B|Es], S) :- rnd(S0, NV, A, S1), rnd(S1, NV, B0, S2), ( B0 > A -> B = B0 ; B is A + 1 ), N1 is N-1, es(N1, NV, S2, Es, S).
es2(0, _, S, [], S) :- !.
es2(N, NV, S0, [A-B|Es], S) :- rnd(S0, NV, A, S1), rnd(S1, NV, B, S2), N1 is N-1, es2(N1, NV, S2, Es, S).
t(G) :- ( catch(G, E, (print(E), nl, fail)) -> print(G) ; write(failed) ), nl.
one(I) :- rg(I, G, S1), rnd(S1, 8, V, S2), es2(4, 9, S2, Es, _),
  t(top_sort(G, _)), t(reachable(V, G, _)), t(transitive_closure(G, _)), t(compose(G, [3-[7], 9-[1]], _)),
  t(del_vertices(G, [V], _)), t(add_edges(G, Es, G2)), t(top_sort(G2, _)), t(complement(G, _)), t(transpose_ugraph(G2, _)), t(reachable(V, G2, _)), t(transitive_closure(G2, _)), t(del_edges(G2, Es, _)).
:- initialization((main, forall(between(1, 80, I), one(I)), halt)).
