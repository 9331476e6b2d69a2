% magic.pl: 4x4 magic squares with library(clpfd): the numbers 1..16,
% each row, column and diagonal summing to 34; the first 150 squares in
% labeling order (first-fail). Written for the microjit benchmark set.

:- use_module(library(clpfd)).

magic(Rows) :-
    Rows = [[A,B,C,D],[E,F,G,H],[I,J,K,L],[M,N,O,P]],
    Cells = [A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,P],
    Cells ins 1..16,
    all_different(Cells),
    maplist(sum34, Rows),
    transpose(Rows, Columns),
    maplist(sum34, Columns),
    sum34([A,F,K,P]),
    sum34([D,G,J,M]),
    labeling([ff], Cells).

sum34(Xs) :- sum(Xs, #=, 34).

main :-
    findall(Rows, limit_(150, magic(Rows)), Squares),
    length(Squares, N),
    write(squares(N)), nl,
    last(Squares, Last),
    maplist(print_row, Last).

% limit_(N, Goal): Goal's first N solutions.
limit_(N, Goal) :-
    State = count(0),
    call(Goal),
    arg(1, State, C0),
    C is C0 + 1,
    nb_setarg(1, State, C),
    (   C >= N -> ! ; true ).

print_row(Row) :-
    atomic_list_concat(Row, ' ', Line),
    write(Line), nl.

:- initialization((main, halt)).
