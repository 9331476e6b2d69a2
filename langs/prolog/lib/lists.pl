% Lists: the list predicates SWI-Prolog's library(lists) has, with the
% same solutions in the same order, and deterministic (no choice point
% left) where SWI-Prolog's are; transpose/2 is its library(clpfd)'s.
%
% The style of this file: a predicate that enumerates tests whether the
% list's tail is [] before it offers an alternative (T == [] -> last
% answer, no choice point), and loops are if-then-else over an
% accumulator rather than clauses told apart by cuts.

:- module(lists, [append/2, append/3, prefix/2, select/3, selectchk/3,
                  select/4, selectchk/4, subtract/3, memberchk/2, member/2,
                  delete/3, permutation/2, flatten/2, clumped/2, subseq/3,
                  max_member/2, min_member/2, max_member/3, min_member/3,
                  list_to_set/2, sum_list/2, sumlist/2, max_list/2,
                  min_list/2, numlist/3, is_set/1, intersection/3, union/3,
                  subset/2, last/2, proper_length/2, predsort/3, nth0/3,
                  nth1/3, nth0/4, nth1/4, reverse/2, nextto/3, same_length/2,
                  transpose/2]).
:- use_module(library(error)).

append([], L, L).
append([H|T], L, [H|R]) :-
    append(T, L, R).

% append(Lists, List): List is the concatenation of the lists of Lists,
% each placed in front of what the rest concatenate to.
append(Lists, List) :-
    must_be(list, Lists),
    concat_(Lists, List).

concat_([], []).
concat_([Front|Lists], List) :-
    append(Front, Back, List),
    concat_(Lists, Back).

member(X, [H|T]) :-
    (   T == []
    ->  X = H
    ;   (   X = H
        ;   member(X, T)
        )
    ).

memberchk(X, L) :-
    member(X, L),
    !.

% reverse/2 runs on whichever argument is a proper list; with neither,
% it enumerates both by length.
reverse(Xs, Ys) :-
    (   is_list(Xs)
    ->  reverse_onto_(Xs, [], Ys)
    ;   is_list(Ys)
    ->  reverse_onto_(Ys, [], Xs)
    ;   open_list_(Xs),
        open_list_(Ys),
        length(Xs, N),
        length(Ys, N),
        reverse_onto_(Xs, [], Ys)
    ).

% open_list_(L): L is a list whose tail is a variable.
open_list_(L) :-
    (   var(L)
    ->  true
    ;   L = [_|T],
        open_list_(T)
    ).

reverse_onto_([], Acc, Acc).
reverse_onto_([X|Xs], Acc, Ys) :-
    reverse_onto_(Xs, [X|Acc], Ys).

nth0(Index, List, Elem) :-
    nth_(Index, 0, List, Elem).

nth1(Index, List, Elem) :-
    nth_(Index, 1, List, Elem).

% nth_(Index, Base, List, Elem): by position when Index is an integer,
% enumerating the positions from Base when it is a variable.
nth_(Index, Base, List, Elem) :-
    (   integer(Index)
    ->  Index >= Base,
        Skip is Index - Base,
        drop_(Skip, List, [Elem|_])
    ;   var(Index)
    ->  positions_(List, Base, Index, Elem)
    ;   must_be(integer, Index)
    ).

% drop_(N, List, Rest): Rest is List without its first N elements.
drop_(N, List, Rest) :-
    (   N =:= 0
    ->  Rest = List
    ;   List = [_|Tail],
        N1 is N - 1,
        drop_(N1, Tail, Rest)
    ).

positions_([H|T], I, Index, Elem) :-
    (   T == []
    ->  Index = I,
        Elem = H
    ;   (   Index = I,
            Elem = H
        ;   I1 is I + 1,
            positions_(T, I1, Index, Elem)
        )
    ).

% nth0/4 and nth1/4: Rest is List without the element. Enumerating,
% they leave a choice point after the last position, as SWI-Prolog's.
nth0(Index, List, Elem, Rest) :-
    (   var(Index)
    ->  positions_rest_(List, 0, Index, Elem, Rest)
    ;   must_be(nonneg, Index),
        take_out_(Index, List, Elem, Rest)
    ).

nth1(Index, List, Elem, Rest) :-
    (   var(Index)
    ->  positions_rest_(List, 1, Index, Elem, Rest)
    ;   must_be(positive_integer, Index),
        Skip is Index - 1,
        take_out_(Skip, List, Elem, Rest)
    ).

take_out_(N, [H|T], Elem, Rest) :-
    (   N =:= 0
    ->  Elem = H,
        Rest = T
    ;   Rest = [H|Rest1],
        N1 is N - 1,
        take_out_(N1, T, Elem, Rest1)
    ).

positions_rest_([H|T], I, Index, Elem, Rest) :-
    (   Index = I,
        Elem = H,
        Rest = T
    ;   Rest = [H|Rest1],
        I1 is I + 1,
        positions_rest_(T, I1, Index, Elem, Rest1)
    ).

last([H|T], Last) :-
    (   T == []
    ->  Last = H
    ;   (   T = [],
            Last = H
        ;   last(T, Last)
        )
    ).

nextto(X, Y, List) :-
    append(_, [X, Y|_], List).

select(X, [H|T], Rest) :-
    (   T == []
    ->  X = H,
        Rest = []
    ;   (   X = H,
            Rest = T
        ;   Rest = [H|Rest1],
            select(X, T, Rest1)
        )
    ).

selectchk(X, List, Rest) :-
    once(select(X, List, Rest)).

% select(X, Xs, Y, Ys): Ys is Xs with one element X replaced by Y.
select(X, [H|T], Y, [H1|T1]) :-
    (   H = X,
        H1 = Y,
        T1 = T
    ;   H1 = H,
        select(X, T, Y, T1)
    ).

selectchk(X, Xs, Y, Ys) :-
    once(select(X, Xs, Y, Ys)).

% permutation/2 makes both lists the same length first, so that it ends
% whichever argument is the proper list; then it takes each element of
% the permutation out of what is left of the list.
permutation(Xs, Ys) :-
    (   is_list(Xs) -> length(Xs, N), length(Ys, N)
    ;   is_list(Ys) -> length(Ys, N), length(Xs, N)
    ;   length(Xs, N), length(Ys, N)
    ),
    take_each_(Ys, Xs).

take_each_([], []).
take_each_([Y|Ys], Pool) :-
    select(Y, Pool, Left),
    take_each_(Ys, Left).

delete([], _, []).
delete([H|T], X, Rest) :-
    (   H \= X
    ->  Rest = [H|Rest1]
    ;   Rest = Rest1
    ),
    delete(T, X, Rest1).

subtract([], _, []).
subtract([H|T], Delete, Rest) :-
    (   memberchk(H, Delete)
    ->  Rest = Rest1
    ;   Rest = [H|Rest1]
    ),
    subtract(T, Delete, Rest1).

intersection([], _, []).
intersection([H|T], Set, Common) :-
    (   memberchk(H, Set)
    ->  Common = [H|Common1]
    ;   Common = Common1
    ),
    intersection(T, Set, Common1).

union([], Set, Set).
union([H|T], Set, Union) :-
    (   memberchk(H, Set)
    ->  Union = Union1
    ;   Union = [H|Union1]
    ),
    union(T, Set, Union1).

% list_to_set/2 keeps the first of the elements that are ==.
list_to_set(List, Set) :-
    must_be(list, List),
    list_to_set_(List, [], Set).

list_to_set_([], _, []).
list_to_set_([H|T], Seen, Set) :-
    (   memberchk_eq_(H, Seen)
    ->  Set = Set1
    ;   Set = [H|Set1]
    ),
    list_to_set_(T, [H|Seen], Set1).

memberchk_eq_(X, [Y|Ys]) :-
    (   X == Y
    ->  true
    ;   memberchk_eq_(X, Ys)
    ).

% The folds below walk a list with an accumulator: fold_num_ combines
% numbers by arithmetic, fold_term_ keeps the greatest or the least by
% the standard order or by a predicate (the one found first when
% keep_/3 says it may stay, as SWI-Prolog's).
sum_list(Xs, Sum) :-
    fold_num_(Xs, sum, 0, Sum).

sumlist(Xs, Sum) :-
    fold_num_(Xs, sum, 0, Sum).

max_list([X|Xs], Max) :-
    fold_num_(Xs, max, X, Max).

min_list([X|Xs], Min) :-
    fold_num_(Xs, min, X, Min).

fold_num_([], _, Acc, Acc).
fold_num_([X|Xs], Op, Acc0, Acc) :-
    combine_(Op, X, Acc0, Acc1),
    fold_num_(Xs, Op, Acc1, Acc).

combine_(sum, X, Acc0, Acc) :- Acc is Acc0 + X.
combine_(max, X, Acc0, Acc) :- Acc is max(X, Acc0).
combine_(min, X, Acc0, Acc) :- Acc is min(X, Acc0).

max_member(Max, [X|Xs]) :-
    fold_term_(Xs, max, X, Max).

min_member(Min, [X|Xs]) :-
    fold_term_(Xs, min, X, Min).

% max_member/3 and min_member/3 order by a predicate that behaves as
% @=< does.
max_member(Pred, Max, [X|Xs]) :-
    fold_term_(Xs, max(Pred), X, Max).

min_member(Pred, Min, [X|Xs]) :-
    fold_term_(Xs, min(Pred), X, Min).

fold_term_([], _, Best, Best).
fold_term_([X|Xs], How, Best0, Best) :-
    (   keep_(How, X, Best0)
    ->  fold_term_(Xs, How, Best0, Best)
    ;   fold_term_(Xs, How, X, Best)
    ).

keep_(max, X, Best) :- X @=< Best.
keep_(min, X, Best) :- X @>= Best.
keep_(max(P), X, Best) :- call(P, X, Best).
keep_(min(P), X, Best) :- call(P, Best, X).

% numlist/3 binds the list cell by cell as it counts up.
numlist(Low, High, List) :-
    must_be(integer, Low),
    must_be(integer, High),
    Low =< High,
    count_up_(Low, High, List).

count_up_(N, High, List) :-
    (   N =:= High
    ->  List = [N]
    ;   List = [N|Rest],
        N1 is N + 1,
        count_up_(N1, High, Rest)
    ).

% flatten/2: a variable element stays an element. flat_onto_(Term, Acc,
% Flat): Flat is Term's elements in front of Acc (the tail of a list is
% done before its head).
flatten(List, Flat) :-
    flat_onto_(List, [], Flat0),
    Flat = Flat0.

flat_onto_(T, Acc, Flat) :-
    (   var(T)
    ->  Flat = [T|Acc]
    ;   T == []
    ->  Flat = Acc
    ;   T = [H|Rest]
    ->  flat_onto_(Rest, Acc, Acc1),
        flat_onto_(H, Acc1, Flat)
    ;   Flat = [T|Acc]
    ).

% predsort/3 is a bottom-up merge sort by a comparison predicate that
% answers <, = or >: the list is cut into runs of one, and adjacent runs
% are merged, left with right, until one is left. Of two elements it
% calls =, the one from the left run is kept.
predsort(P, List, Sorted) :-
    must_be(list, List),
    singletons_(List, Runs),
    merge_passes_(Runs, P, Sorted0),
    !,
    Sorted = Sorted0.

singletons_([], []).
singletons_([X|Xs], [[X]|Runs]) :-
    singletons_(Xs, Runs).

merge_passes_([], _, []).
merge_passes_([Run], _, Run) :-
    !.
merge_passes_(Runs, P, Sorted) :-
    merge_pairs_(Runs, P, Runs1),
    merge_passes_(Runs1, P, Sorted).

merge_pairs_([], _, []).
merge_pairs_([Run], _, [Run]) :-
    !.
merge_pairs_([A, B|Runs], P, [M|Ms]) :-
    merge_by_(A, B, P, M),
    merge_pairs_(Runs, P, Ms).

merge_by_(A, B, P, M) :-
    (   A == []
    ->  M = B
    ;   B == []
    ->  M = A
    ;   A = [X|Xs],
        B = [Y|Ys],
        once(call(P, Order, X, Y)),
        (   Order = (<)
        ->  M = [X|M1],
            merge_by_(Xs, B, P, M1)
        ;   Order = (=)
        ->  M = [X|M1],
            merge_by_(Xs, Ys, P, M1)
        ;   Order = (>)
        ->  M = [Y|M1],
            merge_by_(A, Ys, P, M1)
        )
    ).

prefix(Part, Whole) :-
    append(Part, _, Whole).

% clumped/2 counts the runs of equal (==) elements, walking the list
% with the current run's element and count.
clumped([], []).
clumped([X|Xs], Counts) :-
    run_(Xs, X, 1, Counts).

run_([], X, N, [X-N]).
run_([Y|Ys], X, N, Counts) :-
    (   Y == X
    ->  N1 is N + 1,
        run_(Ys, X, N1, Counts)
    ;   Counts = [X-N|Counts1],
        run_(Ys, Y, 1, Counts1)
    ).

% subseq(List, Kept, Dropped): each element of List goes to Kept first,
% then to Dropped.
subseq([], [], []).
subseq([X|Xs], Kept, Dropped) :-
    (   Kept = [X|Kept1],
        Dropped = Dropped1
    ;   Kept = Kept1,
        Dropped = [X|Dropped1]
    ),
    subseq(Xs, Kept1, Dropped1).

is_set(Set) :-
    is_list(Set),
    no_repeats_(Set).

no_repeats_([]).
no_repeats_([H|T]) :-
    \+ memberchk_eq_(H, T),
    no_repeats_(T).

subset(Sub, Set) :-
    (   Sub = []
    ->  true
    ;   Sub = [E|Es],
        memberchk(E, Set),
        subset(Es, Set)
    ).

% proper_length/2 fails on partial and cyclic lists.
proper_length(List, Length) :-
    is_list(List),
    length(List, Length).

same_length([], []).
same_length([_|Xs], [_|Ys]) :-
    same_length(Xs, Ys).

% transpose/2 (SWI-Prolog's library(clpfd)): the rows of a matrix as
% its columns; every row as long as the first.
transpose(Rows, Cols) :-
    must_be(list(list), Rows),
    (   Rows = [First|Others]
    ->  rows_as_long_(Others, First),
        columns_(First, Rows, Cols)
    ;   Cols = []
    ).

rows_as_long_([], _).
rows_as_long_([Row|Rows], First) :-
    same_length(Row, First),
    rows_as_long_(Rows, First).

% columns_(Count, Rows, Cols): one column per element of Count, peeled
% off the front of the rows.
columns_([], _, []).
columns_([_|Count], Rows, [Col|Cols]) :-
    heads_tails_(Rows, Col, Tails),
    columns_(Count, Tails, Cols).

heads_tails_([], [], []).
heads_tails_([[H|T]|Rows], [H|Hs], [T|Ts]) :-
    heads_tails_(Rows, Hs, Ts).
