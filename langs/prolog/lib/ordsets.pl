% Ordered sets, as SWI-Prolog's library(ordsets): lists sorted by the
% standard order of terms without duplicates (as sort/2 makes them).
% The predicates compare elements with compare/3, so they walk both
% sets once.

:- module(ordsets, [is_ordset/1, list_to_ord_set/2, ord_add_element/3,
                    ord_del_element/3, ord_memberchk/2, ord_insert/3,
                    ord_selectchk/3, ord_subset/2, ord_empty/1,
                    ord_union/2, ord_union/3, ord_union/4,
                    ord_subtract/3, ord_intersection/2,
                    ord_intersection/3, ord_intersection/4,
                    ord_intersect/2, ord_disjoint/2, ord_symdiff/3,
                    ord_seteq/2]).

is_ordset(Term) :-
    is_list(Term),
    strictly_ascending_(Term).

strictly_ascending_([]).
strictly_ascending_([H|T]) :-
    strictly_ascending_(T, H).

strictly_ascending_([], _).
strictly_ascending_([H|T], P) :-
    P @< H,
    strictly_ascending_(T, H).

list_to_ord_set(List, Set) :-
    sort(List, Set).

ord_empty([]).

ord_memberchk(X, [H|T]) :-
    compare(Order, X, H),
    memberchk_at_(Order, X, T).

memberchk_at_(=, _, _).
memberchk_at_(>, X, [H|T]) :-
    compare(Order, X, H),
    memberchk_at_(Order, X, T).

ord_add_element(Set, E, Set1) :-
    ord_union(Set, [E], Set1).

ord_insert(Set, E, Set1) :-
    ord_union(Set, [E], Set1).

ord_del_element(Set, E, Set1) :-
    ord_subtract(Set, [E], Set1).

ord_selectchk(E, Set, Rest) :-
    ord_memberchk(E, Set),
    ord_subtract(Set, [E], Rest).

ord_subset([], _).
ord_subset([H1|T1], [H2|T2]) :-
    compare(Order, H1, H2),
    subset_at_(Order, H1, T1, T2).

subset_at_(=, _, T1, T2) :-
    ord_subset(T1, T2).
subset_at_(>, H1, T1, [H2|T2]) :-
    compare(Order, H1, H2),
    subset_at_(Order, H1, T1, T2).

ord_union([], Set, Set) :-
    !.
ord_union(Set, [], Set) :-
    !.
ord_union([H1|T1], [H2|T2], Union) :-
    compare(Order, H1, H2),
    union_at_(Order, H1, T1, H2, T2, Union).

union_at_(<, H1, T1, H2, T2, [H1|Union]) :-
    ord_union(T1, [H2|T2], Union).
union_at_(=, H1, T1, _, T2, [H1|Union]) :-
    ord_union(T1, T2, Union).
union_at_(>, H1, T1, H2, T2, [H2|Union]) :-
    ord_union([H1|T1], T2, Union).

% ord_union(Sets, Union): the union of a list of sets.
ord_union(Sets, Union) :-
    union_all_(Sets, [], Union).

union_all_([], Union, Union).
union_all_([S|Ss], Acc, Union) :-
    ord_union(Acc, S, Acc1),
    union_all_(Ss, Acc1, Union).

% ord_union(Set1, Set2, Union, New): New are the elements of Set2 not in
% Set1.
ord_union(Set1, Set2, Union, New) :-
    ord_union(Set1, Set2, Union),
    ord_subtract(Set2, Set1, New).

ord_subtract([], _, []) :-
    !.
ord_subtract(Set, [], Set) :-
    !.
ord_subtract([H1|T1], [H2|T2], Diff) :-
    compare(Order, H1, H2),
    subtract_at_(Order, H1, T1, H2, T2, Diff).

subtract_at_(<, H1, T1, H2, T2, [H1|Diff]) :-
    ord_subtract(T1, [H2|T2], Diff).
subtract_at_(=, _, T1, _, T2, Diff) :-
    ord_subtract(T1, T2, Diff).
subtract_at_(>, H1, T1, _, T2, Diff) :-
    ord_subtract([H1|T1], T2, Diff).

ord_intersection([], _, []) :-
    !.
ord_intersection(_, [], []) :-
    !.
ord_intersection([H1|T1], [H2|T2], Common) :-
    compare(Order, H1, H2),
    intersection_at_(Order, H1, T1, H2, T2, Common).

intersection_at_(<, _, T1, H2, T2, Common) :-
    ord_intersection(T1, [H2|T2], Common).
intersection_at_(=, H1, T1, _, T2, [H1|Common]) :-
    ord_intersection(T1, T2, Common).
intersection_at_(>, H1, T1, _, T2, Common) :-
    ord_intersection([H1|T1], T2, Common).

% ord_intersection(Set1, Set2, Common, Diff): Diff is Set2 without
% Common.
ord_intersection(Set1, Set2, Common, Diff) :-
    ord_intersection(Set1, Set2, Common),
    ord_subtract(Set2, Common, Diff).

% ord_intersection(Sets, Common): the intersection of a non-empty list
% of sets.
ord_intersection([S|Ss], Common) :-
    intersect_all_(Ss, S, Common).

intersect_all_([], Common, Common).
intersect_all_([S|Ss], Acc, Common) :-
    ord_intersection(Acc, S, Acc1),
    intersect_all_(Ss, Acc1, Common).

ord_intersect([H1|T1], [H2|T2]) :-
    compare(Order, H1, H2),
    intersect_at_(Order, H1, T1, H2, T2).

intersect_at_(=, _, _, _, _).
intersect_at_(<, _, [H1|T1], H2, T2) :-
    compare(Order, H1, H2),
    intersect_at_(Order, H1, T1, H2, T2).
intersect_at_(>, H1, T1, _, [H2|T2]) :-
    compare(Order, H1, H2),
    intersect_at_(Order, H1, T1, H2, T2).

ord_disjoint(Set1, Set2) :-
    \+ ord_intersect(Set1, Set2).

ord_symdiff(Set1, Set2, Diff) :-
    ord_subtract(Set1, Set2, D1),
    ord_subtract(Set2, Set1, D2),
    ord_union(D1, D2, Diff).

ord_seteq(Set1, Set2) :-
    Set1 == Set2.
