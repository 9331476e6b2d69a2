% dif/2 as SWI-Prolog's library(dif): X and Y must never become equal.
%
% A dif/2 constraint is an or-node: a variable whose dif attribute is
% node(Pairs), the pairs Var=Value still to unify for the two terms to
% become equal (their most general unifier, unifiable/3's); the
% constraint holds while one of them can fail. Each variable of a pair
% has the attribute vardif(Mine, Others): Mine are Node-Value for the
% pairs Var=Value of which it is the variable, Others Node-Var for those
% of which it is the value. When a variable is bound the nodes it is in
% are checked again: a pair that became equal drops out (no pair left:
% the terms are equal and dif fails), one that can no longer unify
% satisfies its node, which is then bound to - and forgotten.

:- module(dif, [dif/2]).

dif(X, Y) :-
    ?=(X, Y), !,
    X \== Y.
dif(X, Y) :-
    dif_terms(X, Y, _Node).

% dif_terms(X, Y, Node): the pair X=Y belongs to Node.
dif_terms(X, Y, Node) :-
    (   unifiable(X, Y, Unifier)
    ->  (   Unifier == []
        ->  node_recheck(Node)
        ;   node_add(Unifier, Node, Further),
            dif_unifier(Further, Node)
        )
    ;   node_holds(Node)
    ).

dif_unifier([], _).
dif_unifier([X=Y|Pairs], Node) :-
    dif_terms(X, Y, Node),
    dif_unifier(Pairs, Node).

% node_add(Unifier, Node, Further): Node's pairs become Unifier's before
% those it had, simplified; Further are the pairs of values that must
% unify too (two pairs of one variable).
node_add(Unifier, Node, Further) :-
    (   get_attr(Node, dif, node(Old))
    ->  true
    ;   Old = []
    ),
    put_attr(Node, dif, node(Pairs)),
    watch_pairs(Unifier, Node, Pairs0, Old),
    (   simplify_pairs(Pairs0, Pairs, Further)
    ->  true
    ;   Pairs = Pairs0,
        node_holds(Node),
        Further = []
    ).

watch_pairs([], _, Pairs, Pairs).
watch_pairs([X=Y|Unifier], Node, [X=Y|Pairs], Tail) :-
    watch_var(X, Node-Y),
    (   var(Y)
    ->  watch_value(Y, Node-X)
    ;   true
    ),
    watch_pairs(Unifier, Node, Pairs, Tail).

watch_var(X, Entry) :-
    (   get_attr(X, dif, vardif(Mine, Others))
    ->  put_attr(X, dif, vardif([Entry|Mine], Others))
    ;   put_attr(X, dif, vardif([Entry], []))
    ).

watch_value(Y, Entry) :-
    (   get_attr(Y, dif, vardif(Mine, Others))
    ->  put_attr(Y, dif, vardif(Mine, [Entry|Others]))
    ;   put_attr(Y, dif, vardif([], [Entry]))
    ).

% node_recheck(Node): one of Node's pairs became equal; simplify its
% pairs again (it fails when none is left).
node_recheck(Node) :-
    (   get_attr(Node, dif, node(Pairs0))
    ->  simplify_pairs(Pairs0, Pairs, Further),
        Pairs-Further \== []-[],
        put_attr(Node, dif, node(Pairs)),
        dif_unifier(Further, Node)
    ;   true
    ).

node_rechecks([]).
node_rechecks([Node|Nodes]) :-
    node_recheck(Node),
    node_rechecks(Nodes).

% simplify_pairs(Pairs0, Pairs, Further): Pairs0 sorted on their
% variables, without the pairs that are equal; a variable paired with
% two values keeps its last pair, the two values going to Further
% unless they are already equal (when they cannot unify it fails: the
% node holds).
simplify_pairs(Pairs0, Pairs, Further) :-
    sort(1, @=<, Pairs0, Sorted),
    simplify_sorted(Sorted, Pairs, Further).

simplify_sorted([], [], []).
simplify_sorted([P|Ps], Pairs, Further) :-
    simplify_pair(P, Ps, Pairs, Further).

simplify_pair(V1=V2, Ps, Pairs, Further) :-
    V1 == V2, !,
    simplify_sorted(Ps, Pairs, Further).
simplify_pair(V1=Val1, [V2=Val2|Ps], Pairs, Further) :-
    var(V1), V1 == V2, !,
    (   ?=(Val1, Val2)
    ->  Val1 == Val2,
        simplify_sorted([V1=Val2|Ps], Pairs, Further)
    ;   Further = [Val1=Val2|Further1],
        simplify_sorted([V2=Val2|Ps], Pairs, Further1)
    ).
simplify_pair(P, Ps, [P|Pairs], Further) :-
    simplify_sorted(Ps, Pairs, Further).

% node_holds(Node): Node's terms can no longer become equal.
node_holds(Node) :-
    (   get_attr(Node, dif, node(Pairs))
    ->  del_attr(Node, dif),
        Node = (-),
        forget_pairs(Pairs)
    ;   true
    ).

forget_pairs([]).
forget_pairs([X=Y|Pairs]) :-
    forget_dead(X),
    forget_dead(Y),
    forget_pairs(Pairs).

forget_dead(X) :-
    (   get_attr(X, dif, vardif(Mine0, Others0))
    ->  live_entries(Mine0, Mine),
        live_entries(Others0, Others),
        (   Mine == [], Others == []
        ->  del_attr(X, dif)
        ;   put_attr(X, dif, vardif(Mine, Others))
        )
    ;   true
    ).

live_entries([], []).
live_entries([Node-V|Es], Live) :-
    (   var(Node)
    ->  Live = [Node-V|Live1]
    ;   Live = Live1
    ),
    live_entries(Es, Live1).

% A variable with dif constraints is bound to Other.
attr_unify_hook(vardif(Mine, Others), Other) :-
    (   get_attr(Other, dif, vardif(OMine, OOthers))
    ->  equal_entries(Mine, Other, Nodes1, Mine1),
        node_rechecks(Nodes1),
        equal_entries(OMine, Other, Nodes2, OMine1),
        node_rechecks(Nodes2),
        other_entries(Others, Other, Others1),
        other_entries(OOthers, Other, OOthers1),
        append(Mine1, OMine1, AllMine),
        append(Others1, OOthers1, AllOthers),
        (   AllMine == [], AllOthers == []
        ->  del_attr(Other, dif)
        ;   put_attr(Other, dif, vardif(AllMine, AllOthers))
        )
    ;   var(Other)
    ->  put_attr(Other, dif, vardif(Mine, Others))
    ;   recheck_values(Mine, Other),
        recheck_values(Others, Other)
    ).

% equal_entries(Entries, X, Nodes, Rest): the nodes of the entries
% whose value is now X, and the other entries.
equal_entries([], _, [], []).
equal_entries([Node-V|Es], X, Nodes, Rest) :-
    (   V == X
    ->  Nodes = [Node|Nodes1],
        Rest = Rest1
    ;   Nodes = Nodes1,
        Rest = [Node-V|Rest1]
    ),
    equal_entries(Es, X, Nodes1, Rest1).

other_entries([], _, []).
other_entries([Node-V|Es], X, Rest) :-
    (   V == X
    ->  Rest = Rest1
    ;   Rest = [Node-V|Rest1]
    ),
    other_entries(Es, X, Rest1).

recheck_values([], _).
recheck_values([Node-V|Es], X) :-
    (   var(V)
    ->  true
    ;   Node == (-)
    ->  true
    ;   dif_terms(X, V, Node)
    ),
    recheck_values(Es, X).

% The residual goals: a node is written by the variable of its first
% pair (or by the node itself), once: its attribute goes (copy_term/3
% and frozen/2 ask in a findall/3, which undoes it).
attribute_goals(Var) -->
    (   { get_attr(Var, dif, vardif(Mine, _)) }
    ->  node_goals(Mine, Var)
    ;   node_goal(Var)
    ).

node_goal(Node) -->
    (   { get_attr(Node, dif, node(Pairs)) }
    ->  { pairs_sides(Pairs, Ls, Rs) },
        dif_goal(Ls, Rs),
        { del_attr(Node, dif) }
    ;   []
    ).

node_goals([], _) --> [].
node_goals([Node-_|Es], X) -->
    (   { get_attr(Node, dif, node(Pairs)) },
        { Pairs = [L=_|_], L == X }
    ->  { pairs_sides(Pairs, Ls, Rs) },
        dif_goal(Ls, Rs),
        { del_attr(Node, dif) }
    ;   []
    ),
    node_goals(Es, X).

dif_goal([L], [R]) --> !,
    dif_if_unifiable(L, R).
dif_goal(Ls0, Rs0) -->
    { reverse(Ls0, Ls), reverse(Rs0, Rs),
      L =.. [f|Ls], R =.. [f|Rs]
    },
    dif_if_unifiable(L, R).

dif_if_unifiable(L, R) -->
    (   { unifiable(L, R, _) }
    ->  [dif(L, R)]
    ;   []
    ).

pairs_sides([], [], []).
pairs_sides([L=R|Ps], [L|Ls], [R|Rs]) :-
    pairs_sides(Ps, Ls, Rs).
