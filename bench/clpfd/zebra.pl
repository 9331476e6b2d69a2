% zebra.pl: the zebra puzzle (five houses, five attributes, fourteen
% clues) with library(clpfd): each attribute a permutation of the house
% numbers 1..5, neighbours differ by one; solved 2000 times. Written for
% the microjit benchmark set.

:- use_module(library(clpfd)).

zebra(Owners) :-
    Nations = [English, Spanish, Ukrainian, Norwegian, Japanese],
    Colours = [Red, Green, Ivory, Yellow, Blue],
    Pets = [Dog, Snails, Fox, Horse, Zebra],
    Drinks = [Coffee, Tea, Milk, Juice, Water],
    Smokes = [OldGold, Kools, Chesterfield, LuckyStrike, Parliament],
    Houses = [Nations, Colours, Pets, Drinks, Smokes],
    maplist(house_numbers, Houses),
    English #= Red,
    Spanish #= Dog,
    Coffee #= Green,
    Ukrainian #= Tea,
    Green #= Ivory + 1,
    OldGold #= Snails,
    Kools #= Yellow,
    Milk #= 3,
    Norwegian #= 1,
    next_to(Chesterfield, Fox),
    next_to(Kools, Horse),
    LuckyStrike #= Juice,
    Japanese #= Parliament,
    next_to(Norwegian, Blue),
    append(Houses, Vars),
    label(Vars),
    Owners = [water-Water, zebra-Zebra, nations-Nations].

house_numbers(Xs) :-
    Xs ins 1..5,
    all_different(Xs).

next_to(A, B) :- abs(A - B) #= 1.

% repeat_solve(K): K solutions, each undone by backtracking.
repeat_solve(K) :-
    between(1, K, _),
    once(zebra(_)),
    fail.
repeat_solve(_).

main :-
    repeat_solve(1999),
    zebra(Owners),
    write(Owners), nl.

:- initialization((main, halt)).
