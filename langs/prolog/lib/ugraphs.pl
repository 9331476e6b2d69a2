% library(ugraphs): unweighted graphs as SWI-Prolog represents them, a
% list of Vertex-Neighbours pairs sorted by vertex, each Neighbours an
% ordered set (written here from SWI-Prolog's documentation and
% behaviour; autoloaded as there).

:- module(ugraphs,
          [ vertices_edges_to_ugraph/3, vertices/2, edges/2,
            add_vertices/3, del_vertices/3, add_edges/3, del_edges/3,
            neighbours/3, neighbors/3, transpose_ugraph/2,
            transitive_closure/2, reachable/3, top_sort/2, compose/3,
            ugraph_union/3, complement/2
          ]).

% vertices_edges_to_ugraph(Vertices, Edges, Graph): every vertex named,
% and every end of an edge, with its neighbours.
vertices_edges_to_ugraph(Vertices, Edges, Graph) :-
    findall(V, ( member(V, Vertices) ; member(V-_, Edges) ; member(_-V, Edges) ), Vs0),
    sort(Vs0, Vs),
    sort(Edges, Es),
    group_(Vs, Es, Graph).

% group_(Vertices, SortedEdges, Graph)
group_([], _, []).
group_([V|Vs], Es0, [V-Ns|G]) :-
    take_(Es0, V, Ns, Es),
    group_(Vs, Es, G).

take_([V0-N|Es0], V, [N|Ns], Es) :-
    V0 == V,
    !,
    take_(Es0, V, Ns, Es).
take_(Es, _, [], Es).

vertices([], []).
vertices([V-_|G], [V|Vs]) :-
    vertices(G, Vs).

edges(Graph, Edges) :-
    findall(V-N, ( member(V-Ns, Graph), member(N, Ns) ), Edges).

add_vertices(Graph, Vertices, NewGraph) :-
    msort(Vertices, Vs0),
    sort(Vs0, Vs),
    findall(V-[], member(V, Vs), Empty),
    ugraph_union(Graph, Empty, NewGraph).

del_vertices(Graph, Vertices, NewGraph) :-
    sort(Vertices, Del),
    findall(V-Ns, ( member(V-Ns0, Graph), \+ ord_memberchk(V, Del), ord_subtract(Ns0, Del, Ns) ), NewGraph).

add_edges(Graph, Edges, NewGraph) :-
    vertices_edges_to_ugraph([], Edges, G1),
    ugraph_union(Graph, G1, NewGraph).

del_edges(Graph, Edges, NewGraph) :-
    vertices_edges_to_ugraph([], Edges, G1),
    del_graph_(Graph, G1, NewGraph).

del_graph_([], _, []).
del_graph_([V-Ns0|G0], Del, [V-Ns|G]) :-
    (   memberchk(V-DNs, Del)
    ->  ord_subtract(Ns0, DNs, Ns)
    ;   Ns = Ns0
    ),
    del_graph_(G0, Del, G).

neighbours(V, Graph, Ns) :-
    member(V0-Ns0, Graph),
    V0 == V,
    !,
    Ns = Ns0.

neighbors(V, Graph, Ns) :-
    neighbours(V, Graph, Ns).

transpose_ugraph(Graph, NewGraph) :-
    vertices(Graph, Vs),
    findall(N-V, ( member(V-Ns, Graph), member(N, Ns) ), Es),
    vertices_edges_to_ugraph(Vs, Es, NewGraph).

% transitive_closure(Graph, Closure): Warshall's algorithm, one vertex
% after the other.
transitive_closure(Graph, Closure) :-
    vertices(Graph, Vs),
    warshall_(Vs, Graph, Closure).

warshall_([], G, G).
warshall_([V|Vs], G0, G) :-
    neighbours(V, G0, VNs),
    findall(W-Ns,
            ( member(W-Ns0, G0),
              (   ord_memberchk(V, Ns0)
              ->  ord_union(Ns0, VNs, Ns)
              ;   Ns = Ns0
              )
            ),
            G1),
    warshall_(Vs, G1, G).

% reachable(V, Graph, Reach): the vertices a path from V reaches, V
% included; it fails when V is not a vertex of Graph.
reachable(V, Graph, Reach) :-
    neighbours(V, Graph, _),
    reach_([V], Graph, [V], Reach).

reach_([], _, Reach, Reach).
reach_([V|Vs], Graph, Seen0, Reach) :-
    (   neighbours(V, Graph, Ns)
    ->  ord_subtract(Ns, Seen0, New),
        ord_union(Seen0, New, Seen),
        append(Vs, New, Queue)
    ;   Seen = Seen0,
        Queue = Vs
    ),
    reach_(Queue, Graph, Seen, Reach).

% top_sort(Graph, Sorted): the vertices with each before its neighbours
% (fails on a cycle); the vertices no edge enters, then each vertex as
% the last edge into it is taken away, the latest first.
top_sort(Graph, Sorted) :-
    findall(N, ( member(_-Ns, Graph), member(N, Ns) ), Targets),
    msort(Targets, Ts),
    in_degrees_(Graph, Ts, Degrees),
    findall(V, member(V-0, Degrees), Zeros),
    length(Graph, Count),
    topo_(Zeros, Graph, Degrees, Sorted, Count).

in_degrees_([], _, []).
in_degrees_([V-_|G], Ts0, [V-D|Ds]) :-
    count_(Ts0, V, 0, D, Ts),
    in_degrees_(G, Ts, Ds).

count_([T|Ts0], V, D0, D, Ts) :-
    T == V,
    !,
    D1 is D0 + 1,
    count_(Ts0, V, D1, D, Ts).
count_(Ts, _, D, D, Ts).

topo_([], _, _, [], 0).
topo_([V|Zeros0], Graph, Degrees0, [V|Sorted], Count) :-
    Count > 0,
    neighbours(V, Graph, Ns),
    release_(Ns, Degrees0, Degrees, Zeros0, Zeros),
    Count1 is Count - 1,
    topo_(Zeros, Graph, Degrees, Sorted, Count1).

% release_(Neighbours, Degrees0, Degrees, Zeros0, Zeros): one edge fewer
% into each neighbour; those left with none go in front of Zeros.
release_([], Ds, Ds, Zs, Zs).
release_([N|Ns], Ds0, Ds, Zs0, Zs) :-
    decrement_(Ds0, N, D, Ds1),
    (   D =:= 0
    ->  Zs1 = [N|Zs0]
    ;   Zs1 = Zs0
    ),
    release_(Ns, Ds1, Ds, Zs1, Zs).

decrement_([V-D0|Ds], N, D, [V-D|Ds]) :-
    V == N,
    !,
    D is D0 - 1.
decrement_([X|Ds0], N, D, [X|Ds]) :-
    decrement_(Ds0, N, D, Ds).

% compose(G1, G2, G): V-N in G when V-M in G1 and M-N in G2; G has the
% vertices of both.
compose(G1, G2, G) :-
    vertices(G1, Vs1),
    vertices(G2, Vs2),
    ord_union(Vs1, Vs2, Vs),
    findall(V-Ns,
            ( member(V, Vs),
              (   neighbours(V, G1, Ms)
              ->  findall(N, ( member(M, Ms), neighbours(M, G2, MNs), member(N, MNs) ), Ns0),
                  sort(Ns0, Ns)
              ;   Ns = []
              )
            ),
            G).

ugraph_union([], G, G) :- !.
ugraph_union(G, [], G) :- !.
ugraph_union([V1-N1|G1], [V2-N2|G2], G) :-
    compare(Order, V1, V2),
    union_(Order, V1-N1, G1, V2-N2, G2, G).

union_(=, V-N1, G1, _-N2, G2, [V-N|G]) :-
    ord_union(N1, N2, N),
    ugraph_union(G1, G2, G).
union_(<, E1, G1, E2, G2, [E1|G]) :-
    ugraph_union(G1, [E2|G2], G).
union_(>, E1, G1, E2, G2, [E2|G]) :-
    ugraph_union([E1|G1], G2, G).

% complement(Graph, NewGraph): V-N for every N that is not V and not a
% neighbour of V.
complement(Graph, NewGraph) :-
    vertices(Graph, Vs),
    findall(V-Ns, ( member(V-Ns0, Graph), ord_union([V], Ns0, Out), ord_subtract(Vs, Out, Ns) ), NewGraph).
