% Pairs Key-Value, as SWI-Prolog's library(pairs).

:- module(pairs, [pairs_keys_values/3, pairs_keys/2, pairs_values/2,
                  transpose_pairs/2, map_list_to_pairs/3,
                  group_pairs_by_key/2]).

pairs_keys_values([], [], []).
pairs_keys_values([K-V|Ps], [K|Ks], [V|Vs]) :-
    pairs_keys_values(Ps, Ks, Vs).

pairs_keys([], []).
pairs_keys([K-_|Ps], [K|Ks]) :-
    pairs_keys(Ps, Ks).

pairs_values([], []).
pairs_values([_-V|Ps], [V|Vs]) :-
    pairs_values(Ps, Vs).

% transpose_pairs/2 swaps keys and values and sorts by the new keys.
transpose_pairs(Pairs, Transposed) :-
    flip_pairs_(Pairs, Flipped),
    keysort(Flipped, Transposed).

flip_pairs_([], []).
flip_pairs_([K-V|Ps], [V-K|Fs]) :-
    flip_pairs_(Ps, Fs).

map_list_to_pairs(Function, List, Pairs) :-
    map_pairs_(List, Function, Pairs).

map_pairs_([], _, []).
map_pairs_([H|T0], Pred, [K-H|T]) :-
    call(Pred, H, K),
    map_pairs_(T0, Pred, T).

% group_pairs_by_key/2 joins the values of adjacent pairs with the same
% (==) key.
group_pairs_by_key([], []).
group_pairs_by_key([M-N|T0], [M-[N|TN]|T]) :-
    same_key_(M, T0, TN, T1),
    group_pairs_by_key(T1, T).

same_key_(M0, [M-N|T0], [N|TN], T) :-
    M0 == M,
    !,
    same_key_(M, T0, TN, T).
same_key_(_, L, [], L).
