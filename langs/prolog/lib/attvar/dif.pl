% dif/2: X and Y must never become equal (library(dif)).
%
% A constraint is a node: a fresh variable whose dif attribute is
% node(X, Y), the two terms. The variables whose binding could make the
% terms equal, those of their most general unifier (unifiable/3), each
% have the dif attribute watch(Nodes). Binding one checks its nodes
% again: the terms no longer unify (the node is dropped: it holds for
% good), are now equal (failure), or have a new unifier, whose variables
% then watch the node. A node's residual goal is dif/2 of the pairs of
% that unifier (or of the terms themselves when they are its one pair),
% written once, by its oldest variable or the node.

:- module(dif, [dif/2]).

dif(X, Y) :-
    X \== Y,
    (   unifiable(X, Y, Unifier)
    ->  put_attr(Node, dif, node(X, Y)),
        watch_unifier(Unifier, Node)
    ;   true
    ).

% watch_unifier(Unifier, Node): each variable of the pairs watches Node.
watch_unifier([], _).
watch_unifier([V=T|Pairs], Node) :-
    watch_var(V, Node),
    (   var(T) -> watch_var(T, Node) ; true ),
    watch_unifier(Pairs, Node).

watch_var(V, Node) :-
    (   get_attr(V, dif, watch(Nodes))
    ->  (   memberchk_eq(Node, Nodes)
        ->  true
        ;   put_attr(V, dif, watch([Node|Nodes]))
        )
    ;   put_attr(V, dif, watch([Node]))
    ).

memberchk_eq(X, [Y|Ys]) :-
    (   X == Y -> true ; memberchk_eq(X, Ys) ).

% check(Node): Node's terms after a binding.
check(Node) :-
    (   get_attr(Node, dif, node(X, Y))
    ->  (   unifiable(X, Y, Unifier)
        ->  Unifier \== [],
            watch_unifier(Unifier, Node)
        ;   del_attr(Node, dif)
        )
    ;   true
    ).

check_all([]).
check_all([Node|Nodes]) :-
    check(Node),
    check_all(Nodes).

attr_unify_hook(watch(Nodes), _) :-
    check_all(Nodes).
attr_unify_hook(node(_, _), _).

% The residual goals: a node's goal is written by the oldest variable
% of its unifier (or the node, older still), once: its attribute goes
% (copy_term/3 and frozen/2 ask in a findall/3, which undoes that).
attribute_goals(V) -->
    (   { get_attr(V, dif, node(X, Y)) }
    ->  node_goal(V, X, Y)
    ;   { get_attr(V, dif, watch(Nodes)) }
    ->  watched_goals(Nodes, V)
    ;   []
    ).

watched_goals([], _) --> [].
watched_goals([Node|Nodes], V) -->
    (   { get_attr(Node, dif, node(X, Y)),
          unifiable(X, Y, Unifier),
          sort(1, @=<, Unifier, [W=_|_]),
          W == V
        }
    ->  node_goal(Node, X, Y)
    ;   []
    ),
    watched_goals(Nodes, V).

node_goal(Node, X, Y) -->
    (   { unifiable(X, Y, [A=B]), ( A == Y, B == X ; A == X, B == Y ) }
    ->  { del_attr(Node, dif) },
        [dif(X, Y)]
    ;   { unifiable(X, Y, Unifier) }
    ->  { sort(1, @=<, Unifier, Sorted),
          reverse(Sorted, Pairs),
          pairs_sides(Pairs, Ls, Rs),
          del_attr(Node, dif)
        },
        (   { Ls = [L], Rs = [R] }
        ->  [dif(L, R)]
        ;   { L =.. [f|Ls], R =.. [f|Rs] },
            [dif(L, R)]
        )
    ;   []
    ).

pairs_sides([], [], []).
pairs_sides([L=R|Ps], [L|Ls], [R|Rs]) :-
    pairs_sides(Ps, Ls, Rs).
