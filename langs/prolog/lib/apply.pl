% Higher-order list predicates, as SWI-Prolog's library(apply): the goal
% is called with call/N, the lists are walked in step.

:- module(apply, [maplist/2, maplist/3, maplist/4, maplist/5, maplist/6,
                  maplist/7, foldl/4, foldl/5, foldl/6, foldl/7,
                  include/3, exclude/3, partition/4, partition/5,
                  convlist/3]).
:- use_module(library(error)).

maplist(G, L1) :-
    maplist_(L1, G).

maplist_([], _).
maplist_([X1|L1], G) :-
    call(G, X1),
    maplist_(L1, G).

maplist(G, L1, L2) :-
    maplist_(L1, L2, G).

maplist_([], [], _).
maplist_([X1|L1], [X2|L2], G) :-
    call(G, X1, X2),
    maplist_(L1, L2, G).

maplist(G, L1, L2, L3) :-
    maplist_(L1, L2, L3, G).

maplist_([], [], [], _).
maplist_([X1|L1], [X2|L2], [X3|L3], G) :-
    call(G, X1, X2, X3),
    maplist_(L1, L2, L3, G).

maplist(G, L1, L2, L3, L4) :-
    maplist_(L1, L2, L3, L4, G).

maplist_([], [], [], [], _).
maplist_([X1|L1], [X2|L2], [X3|L3], [X4|L4], G) :-
    call(G, X1, X2, X3, X4),
    maplist_(L1, L2, L3, L4, G).

maplist(G, L1, L2, L3, L4, L5) :-
    maplist_(L1, L2, L3, L4, L5, G).

maplist_([], [], [], [], [], _).
maplist_([X1|L1], [X2|L2], [X3|L3], [X4|L4], [X5|L5], G) :-
    call(G, X1, X2, X3, X4, X5),
    maplist_(L1, L2, L3, L4, L5, G).

maplist(G, L1, L2, L3, L4, L5, L6) :-
    maplist_(L1, L2, L3, L4, L5, L6, G).

maplist_([], [], [], [], [], [], _).
maplist_([X1|L1], [X2|L2], [X3|L3], [X4|L4], [X5|L5], [X6|L6], G) :-
    call(G, X1, X2, X3, X4, X5, X6),
    maplist_(L1, L2, L3, L4, L5, L6, G).

foldl(G, L1, V0, V) :-
    foldl_(L1, G, V0, V).

foldl_([], _, V, V).
foldl_([X1|L1], G, V0, V) :-
    call(G, X1, V0, V1),
    foldl_(L1, G, V1, V).

foldl(G, L1, L2, V0, V) :-
    foldl_(L1, L2, G, V0, V).

foldl_([], [], _, V, V).
foldl_([X1|L1], [X2|L2], G, V0, V) :-
    call(G, X1, X2, V0, V1),
    foldl_(L1, L2, G, V1, V).

foldl(G, L1, L2, L3, V0, V) :-
    foldl_(L1, L2, L3, G, V0, V).

foldl_([], [], [], _, V, V).
foldl_([X1|L1], [X2|L2], [X3|L3], G, V0, V) :-
    call(G, X1, X2, X3, V0, V1),
    foldl_(L1, L2, L3, G, V1, V).

foldl(G, L1, L2, L3, L4, V0, V) :-
    foldl_(L1, L2, L3, L4, G, V0, V).

foldl_([], [], [], [], _, V, V).
foldl_([X1|L1], [X2|L2], [X3|L3], [X4|L4], G, V0, V) :-
    call(G, X1, X2, X3, X4, V0, V1),
    foldl_(L1, L2, L3, L4, G, V1, V).

% convlist/3 maps the elements for which the goal succeeds (once) and
% drops the others.
convlist(G, Xs, Ys) :-
    convlist_(Xs, G, Ys).

convlist_([], _, []).
convlist_([X|Xs], G, Ys) :-
    (   call(G, X, Y)
    ->  Ys = [Y|Ys1]
    ;   Ys = Ys1
    ),
    convlist_(Xs, G, Ys1).

% include/3, exclude/3 and partition/4 are one walk, sift_/4, that
% drops each element into one of two bins, by whether the goal succeeds
% (once) on it: a bin is keep(Tail), the open tail of a list, or skip
% for the elements nobody asked for.
include(G, List, Included) :-
    sift_(List, G, keep(Included), skip).

exclude(G, List, Excluded) :-
    sift_(List, G, skip, keep(Excluded)).

partition(G, List, Included, Excluded) :-
    sift_(List, G, keep(Included), keep(Excluded)).

sift_([], _, Yes, No) :-
    bin_close_(Yes),
    bin_close_(No).
sift_([X|Xs], G, Yes0, No0) :-
    (   call(G, X)
    ->  bin_put_(Yes0, X, Yes),
        sift_(Xs, G, Yes, No0)
    ;   bin_put_(No0, X, No),
        sift_(Xs, G, Yes0, No)
    ).

bin_put_(skip, _, skip).
bin_put_(keep([X|Bin]), X, keep(Bin)).

bin_close_(skip).
bin_close_(keep([])).

% partition/5: call(G, X, Order) sorts X into Less, Equal or Greater.
partition(G, List, Less, Equal, Greater) :-
    partition_(List, G, Less, Equal, Greater).

partition_([], _, [], [], []).
partition_([X|Xs], G, Less, Equal, Greater) :-
    call(G, X, Order),
    (   Order = (<)
    ->  Less = [X|Less1],
        partition_(Xs, G, Less1, Equal, Greater)
    ;   Order = (=)
    ->  Equal = [X|Equal1],
        partition_(Xs, G, Less, Equal1, Greater)
    ;   Order = (>)
    ->  Greater = [X|Greater1],
        partition_(Xs, G, Less, Equal, Greater1)
    ;   must_be(oneof([<, =, >]), Order)
    ).
