% knapsack.pl: a 0-1 knapsack with library(clpfd): twelve items with
% weights and values, a capacity of 100; the packing of the greatest
% value by labeling([max(Value)], Take), solved 30 times. Written for
% the microjit benchmark set.

:- use_module(library(clpfd)).

items([w(23,92), w(31,57), w(29,49), w(44,68), w(53,60), w(38,43),
       w(63,67), w(85,84), w(89,87), w(82,72), w(12,30), w(7,18)]).

knapsack(Take, Value) :-
    items(Items),
    length(Items, N),
    length(Take, N),
    Take ins 0..1,
    maplist(weight, Items, Ws),
    maplist(value, Items, Vs),
    scalar_product(Ws, Take, #=<, 100),
    scalar_product(Vs, Take, #=, Value),
    labeling([max(Value)], Take).

weight(w(W, _), W).
value(w(_, V), V).

% repeat_solve(K): K solutions, each undone by backtracking.
repeat_solve(K) :-
    between(1, K, _),
    once(knapsack(_, _)),
    fail.
repeat_solve(_).

main :-
    repeat_solve(29),
    once(knapsack(Take, Value)),
    write(Value-Take), nl.

:- initialization((main, halt)).
