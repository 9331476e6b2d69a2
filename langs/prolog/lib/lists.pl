% Lists: the list predicates of SWI-Prolog's library(lists), with the
% same solutions in the same order, and deterministic (no choice point
% left) where SWI-Prolog's are; transpose/2 is its library(clpfd)'s.

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

append(ListOfLists, List) :-
    must_be(list, ListOfLists),
    append_(ListOfLists, List).

append_([], []).
append_([L|Ls], As) :-
    append(L, Ws, As),
    append_(Ls, Ws).

% member/2 looks one element ahead so that the last solution leaves no
% choice point.
member(X, [H|T]) :-
    member_(T, X, H).

member_(_, X, X).
member_([H|T], X, _) :-
    member_(T, X, H).

memberchk(X, L) :-
    member(X, L),
    !.

reverse(Xs, Ys) :-
    reverse_(Xs, Ys, [], Ys).

% The fourth argument bounds Ys's length by Xs's, so that
% reverse(Xs, [a,b]) ends.
reverse_([], Ys, Ys, []).
reverse_([X|Xs], Ys, Acc, [_|Bound]) :-
    reverse_(Xs, Ys, [X|Acc], Bound).

nth0(Index, List, Elem) :-
    nth_(Index, 0, List, Elem).

nth1(Index, List, Elem) :-
    nth_(Index, 1, List, Elem).

% nth_(Index, Base, List, Elem): by position when Index is an integer,
% enumerating the positions when it is a variable.
nth_(Index, Base, List, Elem) :-
    integer(Index),
    !,
    Skip is Index - Base,
    Skip >= 0,
    nth_fixed_(Skip, List, Elem).
nth_(Index, Base, List, Elem) :-
    var(Index),
    !,
    List = [H|T],
    nth_enum_(T, Elem, H, Base, Index).
nth_(Index, _, _, _) :-
    throw(error(type_error(integer, Index), _)).

nth_fixed_(0, [Elem|_], Elem) :-
    !.
nth_fixed_(N, [_|T], Elem) :-
    N1 is N - 1,
    nth_fixed_(N1, T, Elem).

nth_enum_(_, Elem, Elem, Index, Index).
nth_enum_([H|T], Elem, _, N, Index) :-
    N1 is N + 1,
    nth_enum_(T, Elem, H, N1, Index).

last([X|Xs], Last) :-
    last_(Xs, X, Last).

last_([], Last, Last).
last_([X|Xs], _, Last) :-
    last_(Xs, X, Last).

nextto(X, Y, [X, Y|_]).
nextto(X, Y, [_|Zs]) :-
    nextto(X, Y, Zs).

select(X, [H|T], Rest) :-
    select_(T, H, X, Rest).

select_(T, H, H, T).
select_([H2|T], H, X, [H|Rest]) :-
    select_(T, H2, X, Rest).

selectchk(X, List, Rest) :-
    select(X, List, Rest),
    !.

select(X, Xs, Y, Ys) :-
    select4_(Xs, X, Y, Ys).

select4_([X|T], X, Y, [Y|T]).
select4_([H|T], X, Y, [H|T2]) :-
    select4_(T, X, Y, T2).

% permutation/2 makes both lists the same length first, so that it ends
% whichever argument is the proper list.
permutation(Xs, Ys) :-
    (   is_list(Xs) -> length(Xs, N), length(Ys, N)
    ;   is_list(Ys) -> length(Ys, N), length(Xs, N)
    ;   true
    ),
    permutation_(Xs, Ys).

permutation_([], []).
permutation_(Xs, [X|Ys]) :-
    select(X, Xs, Rest),
    permutation_(Rest, Ys).

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

sum_list(Xs, Sum) :-
    sum_list_(Xs, 0, Sum).

sum_list_([], Sum, Sum).
sum_list_([X|Xs], Sum0, Sum) :-
    Sum1 is Sum0 + X,
    sum_list_(Xs, Sum1, Sum).

sumlist(Xs, Sum) :-
    sum_list(Xs, Sum).

max_list([X|Xs], Max) :-
    max_list_(Xs, X, Max).

max_list_([], Max, Max).
max_list_([X|Xs], Max0, Max) :-
    Max1 is max(Max0, X),
    max_list_(Xs, Max1, Max).

min_list([X|Xs], Min) :-
    min_list_(Xs, X, Min).

min_list_([], Min, Min).
min_list_([X|Xs], Min0, Min) :-
    Min1 is min(Min0, X),
    min_list_(Xs, Min1, Min).

% max_member/2 and min_member/2 use the standard order of terms.
max_member(Max, [X|Xs]) :-
    max_member_(Xs, X, Max).

max_member_([], Max, Max).
max_member_([X|Xs], Max0, Max) :-
    (   X @> Max0
    ->  max_member_(Xs, X, Max)
    ;   max_member_(Xs, Max0, Max)
    ).

min_member(Min, [X|Xs]) :-
    min_member_(Xs, X, Min).

min_member_([], Min, Min).
min_member_([X|Xs], Min0, Min) :-
    (   X @< Min0
    ->  min_member_(Xs, X, Min)
    ;   min_member_(Xs, Min0, Min)
    ).

numlist(Low, High, List) :-
    must_be(integer, Low),
    must_be(integer, High),
    Low =< High,
    numlist_(Low, High, List).

numlist_(High, High, List) :-
    !,
    List = [High].
numlist_(N, High, [N|Ns]) :-
    N1 is N + 1,
    numlist_(N1, High, Ns).

% flatten/2: a variable element stays an element.
flatten(List, Flat) :-
    flatten_(List, [], Flat0),
    !,
    Flat = Flat0.

flatten_(V, Tail, [V|Tail]) :-
    var(V),
    !.
flatten_([], Tail, Tail) :-
    !.
flatten_([H|T], Tail, Flat) :-
    !,
    flatten_(H, FlatT, Flat),
    flatten_(T, Tail, FlatT).
flatten_(X, Tail, [X|Tail]).

% predsort/3 is a merge sort by a comparison predicate that answers <, =
% or >; elements it calls = are kept once.
predsort(P, List, Sorted) :-
    length(List, N),
    predsort_(N, P, List, _, Sorted0),
    !,
    Sorted = Sorted0.

predsort_(0, _, List, List, []) :-
    !.
predsort_(1, _, [X|List], List, [X]) :-
    !.
predsort_(N, P, List0, List, Sorted) :-
    Half is N // 2,
    Rest is N - Half,
    predsort_(Half, P, List0, List1, Sorted1),
    predsort_(Rest, P, List1, List, Sorted2),
    predmerge_(Sorted1, Sorted2, P, Sorted).

predmerge_([], Ys, _, Ys) :-
    !.
predmerge_(Xs, [], _, Xs) :-
    !.
predmerge_([X|Xs], [Y|Ys], P, Merged) :-
    call(P, Order, X, Y),
    !,
    predmerge_(Order, X, Xs, Y, Ys, P, Merged).

predmerge_(<, X, Xs, Y, Ys, P, [X|Merged]) :-
    predmerge_(Xs, [Y|Ys], P, Merged).
predmerge_(=, X, Xs, _, Ys, P, [X|Merged]) :-
    predmerge_(Xs, Ys, P, Merged).
predmerge_(>, X, Xs, Y, Ys, P, [Y|Merged]) :-
    predmerge_([X|Xs], Ys, P, Merged).

prefix([], _).
prefix([E|T0], [E|T]) :-
    prefix(T0, T).

selectchk(X, Xs, Y, Ys) :-
    select(X, Xs, Y, Ys),
    !.

% max_member/3 and min_member/3 order by a predicate: call(Pred, X, Y)
% holds when X is before Y.
max_member(Pred, Max, [X|Xs]) :-
    max_member_by_(Xs, Pred, X, Max).

max_member_by_([], _, Max, Max).
max_member_by_([X|Xs], Pred, Max0, Max) :-
    (   call(Pred, Max0, X)
    ->  max_member_by_(Xs, Pred, X, Max)
    ;   max_member_by_(Xs, Pred, Max0, Max)
    ).

min_member(Pred, Min, [X|Xs]) :-
    min_member_by_(Xs, Pred, X, Min).

min_member_by_([], _, Min, Min).
min_member_by_([X|Xs], Pred, Min0, Min) :-
    (   call(Pred, X, Min0)
    ->  min_member_by_(Xs, Pred, X, Min)
    ;   min_member_by_(Xs, Pred, Min0, Min)
    ).

% clumped/2 counts the runs of equal (==) elements.
clumped([], []).
clumped([H|T0], [H-C|T]) :-
    clump_count_(T0, H, 1, C, T1),
    clumped(T1, T).

clump_count_([H|T0], E, C0, C, T) :-
    H == E,
    !,
    C1 is C0 + 1,
    clump_count_(T0, E, C1, C, T).
clump_count_(L, _, C, C, L).

subseq([], [], []).
subseq([H|T], [H|S], R) :-
    subseq(T, S, R).
subseq([H|T], S, [H|R]) :-
    subseq(T, S, R).

is_set(Set) :-
    is_list(Set),
    is_set_(Set).

is_set_([]).
is_set_([H|T]) :-
    \+ memberchk_eq_(H, T),
    is_set_(T).

subset([], _) :-
    !.
subset([E|R], Set) :-
    memberchk(E, Set),
    subset(R, Set).

% proper_length/2 fails on partial and cyclic lists.
proper_length(List, Length) :-
    is_list(List),
    length(List, Length).

% nth0/4 and nth1/4: Rest is List without the element.
nth0(Index, List, Elem, Rest) :-
    nth4_(Index, 0, List, Elem, Rest).

nth1(Index, List, Elem, Rest) :-
    nth4_(Index, 1, List, Elem, Rest).

nth4_(Index, Base, List, Elem, Rest) :-
    integer(Index),
    !,
    Skip is Index - Base,
    Skip >= 0,
    nth4_fixed_(Skip, List, Elem, Rest).
nth4_(Index, Base, List, Elem, Rest) :-
    var(Index),
    !,
    List = [H|T],
    nth4_enum_(T, Elem, H, Rest, Base, Index).
nth4_(Index, _, _, _, _) :-
    must_be(integer, Index).

nth4_fixed_(0, [Elem|Rest], Elem, Rest) :-
    !.
nth4_fixed_(N, [H|T], Elem, [H|Rest]) :-
    N1 is N - 1,
    nth4_fixed_(N1, T, Elem, Rest).

nth4_enum_(T, Elem, Elem, T, Index, Index).
nth4_enum_([H|T], Elem, H0, [H0|Rest], N, Index) :-
    N1 is N + 1,
    nth4_enum_(T, Elem, H, Rest, N1, Index).

same_length([], []).
same_length([_|T1], [_|T2]) :-
    same_length(T1, T2).

% transpose/2 (SWI-Prolog's library(clpfd)): the rows of a matrix as
% its columns.
transpose(Ls, Rs) :-
    must_be(list(list), Ls),
    lists_transpose_(Ls, Rs).

lists_transpose_([], []).
lists_transpose_([L|Ls], Rs) :-
    maplist_same_length_(Ls, L),
    foldl_transpose_(L, Rs, [L|Ls], _).

maplist_same_length_([], _).
maplist_same_length_([L|Ls], L0) :-
    same_length(L, L0),
    maplist_same_length_(Ls, L0).

foldl_transpose_([], [], Ls, Ls).
foldl_transpose_([_|Es], [R|Rs], Ls0, Ls) :-
    firsts_rests_(Ls0, R, Ls1),
    foldl_transpose_(Es, Rs, Ls1, Ls).

firsts_rests_([], [], []).
firsts_rests_([[F|Os]|Rest], [F|Fs], [Os|Oss]) :-
    firsts_rests_(Rest, Fs, Oss).
