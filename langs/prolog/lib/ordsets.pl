% Ordered sets, as SWI-Prolog's library(ordsets): lists sorted by the
% standard order of terms without duplicates (as sort/2 makes them).
% The set operations are one walk of both sets in step (merge_/4),
% driven by a table of what the operation keeps: from the first set
% only, from both, from the second only, and of the rest of each set
% when the other ends.

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
    (   Term = [First|Rest]
    ->  ascending_from_(Rest, First)
    ;   true
    ).

ascending_from_([], _).
ascending_from_([X|Xs], Prev) :-
    Prev @< X,
    ascending_from_(Xs, X).

list_to_ord_set(List, OrdSet) :-
    sort(List, OrdSet).

ord_empty([]).

ord_memberchk(X, [Y|Ys]) :-
    compare(Order, X, Y),
    (   Order = (=)
    ->  true
    ;   Order = (>),
        ord_memberchk(X, Ys)
    ).

ord_add_element(Set, E, Set1) :-
    merge_(ops(yes, yes, yes, keep, keep), Set, [E], Set1).

ord_insert(Set, E, Set1) :-
    ord_add_element(Set, E, Set1).

ord_del_element(Set, E, Set1) :-
    ord_subtract(Set, [E], Set1).

ord_selectchk(E, Set, Rest) :-
    ord_memberchk(E, Set),
    ord_subtract(Set, [E], Rest).

% ord_subset(Sub, Set): nothing is left of Sub without Set (the walk
% fails at the first element of Sub only).
ord_subset(Sub, Set) :-
    ord_subtract(Sub, Set, []).

% ops(FirstOnly, Both, SecondOnly, FirstRest, SecondRest): whether the
% operation keeps an element found in the first set only, in both, in
% the second only (yes/no), and what it does with the rest of a set
% whose partner ended (keep/drop).
ord_union(Set1, Set2, Union) :-
    merge_(ops(yes, yes, yes, keep, keep), Set1, Set2, Union).

ord_subtract(Set1, Set2, Difference) :-
    merge_(ops(yes, no, no, keep, drop), Set1, Set2, Difference).

ord_intersection(Set1, Set2, Common) :-
    merge_(ops(no, yes, no, drop, drop), Set1, Set2, Common).

ord_symdiff(Set1, Set2, Difference) :-
    merge_(ops(yes, no, yes, keep, keep), Set1, Set2, Difference).

merge_(Ops, A, B, Out) :-
    (   A == []
    ->  Ops = ops(_, _, _, _, Rest),
        rest_(Rest, B, Out)
    ;   B == []
    ->  Ops = ops(_, _, _, Rest, _),
        rest_(Rest, A, Out)
    ;   A = [X|As],
        B = [Y|Bs],
        compare(Order, X, Y),
        (   Order = (<)
        ->  Ops = ops(Keep, _, _, _, _),
            emit_(Keep, X, Out, Out1),
            merge_(Ops, As, B, Out1)
        ;   Order = (>)
        ->  Ops = ops(_, _, Keep, _, _),
            emit_(Keep, Y, Out, Out1),
            merge_(Ops, A, Bs, Out1)
        ;   Ops = ops(_, Keep, _, _, _),
            emit_(Keep, X, Out, Out1),
            merge_(Ops, As, Bs, Out1)
        )
    ).

emit_(yes, X, [X|Out], Out).
emit_(no, _, Out, Out).

rest_(keep, Set, Set).
rest_(drop, _, []).

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

% ord_intersect(Set1, Set2): the sets have an element in common.
ord_intersect(Set1, Set2) :-
    Set1 = [X|Xs],
    Set2 = [Y|Ys],
    compare(Order, X, Y),
    (   Order = (=)
    ->  true
    ;   Order = (<)
    ->  ord_intersect(Xs, Set2)
    ;   ord_intersect(Set1, Ys)
    ).

ord_disjoint(A, B) :-
    \+ ord_intersect(A, B).

ord_seteq(A, B) :-
    A == B.
