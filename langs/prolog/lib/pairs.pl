% Pairs Key-Value, as SWI-Prolog's library(pairs).

:- module(pairs, [pairs_keys_values/3, pairs_keys/2, pairs_values/2,
                  transpose_pairs/2, map_list_to_pairs/3,
                  group_pairs_by_key/2]).

% pairs_keys_values/3 makes the list of pairs as long as whichever list
% is proper first, so that the walk that follows is deterministic.
pairs_keys_values(Pairs, Keys, Values) :-
    (   is_list(Pairs)
    ->  true
    ;   is_list(Keys)
    ->  length(Keys, N),
        length(Pairs, N)
    ;   is_list(Values)
    ->  length(Values, N),
        length(Pairs, N)
    ;   true
    ),
    unzip_(Pairs, Keys, Values).

unzip_([], [], []).
unzip_([K-V|Pairs], [K|Keys], [V|Values]) :-
    unzip_(Pairs, Keys, Values).

pairs_keys(Pairs, Keys) :-
    maplist(key_, Pairs, Keys).

pairs_values(Pairs, Values) :-
    maplist(value_, Pairs, Values).

key_(K-_, K).
value_(_-V, V).
swap_(K-V, V-K).
keyed_(F, X, K-X) :-
    call(F, X, K).

% transpose_pairs/2 swaps keys and values and sorts by the new keys.
transpose_pairs(Pairs, Transposed) :-
    maplist(swap_, Pairs, Swapped),
    keysort(Swapped, Transposed).

map_list_to_pairs(Function, List, Pairs) :-
    maplist(keyed_(Function), List, Pairs).

% group_pairs_by_key/2 joins the values of adjacent pairs with the same
% (==) key: the walk carries the open list of the current group's
% values.
group_pairs_by_key(Pairs, Groups) :-
    (   Pairs = []
    ->  Groups = []
    ;   Pairs = [K-V|Rest],
        Groups = [K-[V|Vs]|Groups1],
        group_walk_(Rest, K, Vs, Groups1)
    ).

group_walk_([], _, [], []).
group_walk_([K-V|Rest], K0, Vs, Groups) :-
    (   K == K0
    ->  Vs = [V|Vs1],
        group_walk_(Rest, K0, Vs1, Groups)
    ;   Vs = [],
        Groups = [K-[V|Vs2]|Groups1],
        group_walk_(Rest, K, Vs2, Groups1)
    ).
