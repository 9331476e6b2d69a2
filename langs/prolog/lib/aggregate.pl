% aggregate_all/3 and the pairs predicates, as SWI-Prolog's
% library(aggregate) and library(pairs) for the cases programs use most.

aggregate_all(count, Goal, Count) :-
    !,
    findall(x, Goal, Xs),
    length(Xs, Count).
aggregate_all(sum(E), Goal, Sum) :-
    !,
    findall(E, Goal, Es),
    sum_list(Es, Sum).
aggregate_all(max(E), Goal, Max) :-
    !,
    findall(E, Goal, Es),
    max_list(Es, Max).
aggregate_all(min(E), Goal, Min) :-
    !,
    findall(E, Goal, Es),
    min_list(Es, Min).
aggregate_all(max(E, W), Goal, max(Max, Witness)) :-
    !,
    findall(E-W, Goal, [P|Ps]),
    best_pair_(Ps, >, P, Max-Witness).
aggregate_all(min(E, W), Goal, min(Min, Witness)) :-
    !,
    findall(E-W, Goal, [P|Ps]),
    best_pair_(Ps, <, P, Min-Witness).
aggregate_all(bag(E), Goal, Bag) :-
    !,
    findall(E, Goal, Bag).
aggregate_all(set(E), Goal, Set) :-
    !,
    findall(E, Goal, Bag),
    sort(Bag, Set).
aggregate_all(Spec, _, _) :-
    throw(error(domain_error(aggregate_template, Spec), _)).

% best_pair_(Pairs, Order, Best0, Best): the first pair whose key is the
% largest (Order >) or smallest (Order <).
best_pair_([], _, Best, Best).
best_pair_([K-W|Ps], Order, K0-W0, Best) :-
    (   compare(Order, K, K0)
    ->  best_pair_(Ps, Order, K-W, Best)
    ;   best_pair_(Ps, Order, K0-W0, Best)
    ).

pairs_keys_values([], [], []).
pairs_keys_values([K-V|Ps], [K|Ks], [V|Vs]) :-
    pairs_keys_values(Ps, Ks, Vs).

pairs_keys([], []).
pairs_keys([K-_|Ps], [K|Ks]) :-
    pairs_keys(Ps, Ks).

pairs_values([], []).
pairs_values([_-V|Ps], [V|Vs]) :-
    pairs_values(Ps, Vs).
