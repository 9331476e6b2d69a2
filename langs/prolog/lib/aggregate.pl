% aggregate_all/3,4, as SWI-Prolog's library(aggregate): count, sum,
% max and min (of evaluated expressions), max and min with a witness,
% bag and set; aggregate_all/4 groups nothing but counts distinct
% solutions of a discriminator. aggregate/3 is bagof/3's: one answer per
% binding of the goal's free variables (those not under ^), and it
% fails when the goal has no solution.

:- module(aggregate, [aggregate/3, aggregate_all/3, aggregate_all/4]).
:- use_module(library(error)).

aggregate(count, Goal, Count) :-
    !,
    bagof(x, Goal, Xs),
    length(Xs, Count).
aggregate(Spec, Goal, Result) :-
    must_be(callable, Spec),
    template_(Spec, T),
    bagof(T, Goal, Ts),
    copy_term(T-Spec, T1-Spec1),
    aggregate_all_(Spec1, member_(T1, Ts), Result).

template_(count(T), T) :- !.
template_(sum(E), E) :- !.
template_(max(E), E) :- !.
template_(min(E), E) :- !.
template_(max(E, W), E-W) :- !.
template_(min(E, W), E-W) :- !.
template_(bag(E), E) :- !.
template_(set(E), E) :- !.
template_(Spec, _) :-
    throw(error(domain_error(aggregate_template, Spec), _)).

aggregate_all(Spec, Goal, Result) :-
    must_be(callable, Spec),
    aggregate_all_(Spec, Goal, Result).

aggregate_all_(count, Goal, Count) :-
    !,
    findall(x, Goal, Xs),
    length(Xs, Count).
aggregate_all_(count(T), Goal, Count) :-
    !,
    findall(T, Goal, Xs),
    length(Xs, Count).
aggregate_all_(sum(E), Goal, Sum) :-
    !,
    findall(E, Goal, Es),
    sum_all_(Es, 0, Sum).
aggregate_all_(max(E), Goal, Max) :-
    !,
    findall(E, Goal, [E0|Es]),
    Max0 is E0,
    max_all_(Es, Max0, Max).
aggregate_all_(min(E), Goal, Min) :-
    !,
    findall(E, Goal, [E0|Es]),
    Min0 is E0,
    min_all_(Es, Min0, Min).
aggregate_all_(max(E, W), Goal, max(Max, Witness)) :-
    !,
    findall(E-W, Goal, [P|Ps]),
    best_pair_(Ps, >, P, Max-Witness).
aggregate_all_(min(E, W), Goal, min(Min, Witness)) :-
    !,
    findall(E-W, Goal, [P|Ps]),
    best_pair_(Ps, <, P, Min-Witness).
aggregate_all_(bag(E), Goal, Bag) :-
    !,
    findall(E, Goal, Bag).
aggregate_all_(set(E), Goal, Set) :-
    !,
    findall(E, Goal, Bag),
    sort(Bag, Set).
aggregate_all_(Spec, _, _) :-
    throw(error(domain_error(aggregate_template, Spec), _)).

aggregate_all(count, Discriminator, Goal, Count) :-
    !,
    findall(Discriminator, Goal, Ds),
    sort(Ds, Set),
    length(Set, Count).
aggregate_all(Spec, Discriminator, Goal, Result) :-
    findall(Discriminator-Spec, Goal, Pairs0),
    sort(1, @<, Pairs0, Pairs),
    pairs_values_(Pairs, Specs),
    aggregate_all(Spec, member_(Spec, Specs), Result).

pairs_values_([], []).
pairs_values_([_-V|Ps], [V|Vs]) :-
    pairs_values_(Ps, Vs).

member_(X, [X|_]).
member_(X, [_|T]) :-
    member_(X, T).

sum_all_([], Sum, Sum).
sum_all_([E|Es], Sum0, Sum) :-
    Sum1 is Sum0 + E,
    sum_all_(Es, Sum1, Sum).

max_all_([], Max, Max).
max_all_([E|Es], Max0, Max) :-
    Max1 is max(Max0, E),
    max_all_(Es, Max1, Max).

min_all_([], Min, Min).
min_all_([E|Es], Min0, Min) :-
    Min1 is min(Min0, E),
    min_all_(Es, Min1, Min).

% best_pair_(Pairs, Order, Best0, Best): the first pair whose key is the
% largest (Order >) or smallest (Order <); the keys must be numbers.
best_pair_([], _, K-W, K-W) :-
    must_be(number, K).
best_pair_([K-W|Ps], Order, K0-W0, Best) :-
    must_be(number, K0),
    must_be(number, K),
    (   compare_num_(Order, K, K0)
    ->  best_pair_(Ps, Order, K-W, Best)
    ;   best_pair_(Ps, Order, K0-W0, Best)
    ).

compare_num_(>, X, Y) :- X > Y.
compare_num_(<, X, Y) :- X < Y.
