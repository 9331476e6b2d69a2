% sudoku.pl: two sudokus with library(clpfd), all_distinct on each row,
% column and block: an easy one that propagation alone solves and a
% hard one that needs search (first-fail labeling), each solved 10
% times. Written for the microjit benchmark set; the grids are the
% first of Project Euler's problem 96 (easy) and Arto Inkala's of 2012
% (hard).

:- use_module(library(clpfd)).

sudoku(Rows) :-
    length(Rows, 9),
    maplist(same_length(Rows), Rows),
    append(Rows, Cells),
    Cells ins 1..9,
    maplist(all_distinct, Rows),
    transpose(Rows, Columns),
    maplist(all_distinct, Columns),
    Rows = [R1, R2, R3, R4, R5, R6, R7, R8, R9],
    blocks(R1, R2, R3),
    blocks(R4, R5, R6),
    blocks(R7, R8, R9).

blocks([], [], []).
blocks([A,B,C|Bs1], [D,E,F|Bs2], [G,H,I|Bs3]) :-
    all_distinct([A,B,C,D,E,F,G,H,I]),
    blocks(Bs1, Bs2, Bs3).

grid(easy, [[_,_,3,_,2,_,6,_,_],
            [9,_,_,3,_,5,_,_,1],
            [_,_,1,8,_,6,4,_,_],
            [_,_,8,1,_,2,9,_,_],
            [7,_,_,_,_,_,_,_,8],
            [_,_,6,7,_,8,2,_,_],
            [_,_,2,6,_,9,5,_,_],
            [8,_,_,2,_,3,_,_,9],
            [_,_,5,_,1,_,3,_,_]]).
grid(hard, [[8,_,_,_,_,_,_,_,_],
            [_,_,3,6,_,_,_,_,_],
            [_,7,_,_,9,_,2,_,_],
            [_,5,_,_,_,7,_,_,_],
            [_,_,_,_,4,5,7,_,_],
            [_,_,_,1,_,_,_,3,_],
            [_,_,1,_,_,_,_,6,8],
            [_,_,8,5,_,_,_,1,_],
            [_,9,_,_,_,_,4,_,_]]).

solve(Name, Rows) :-
    grid(Name, Rows),
    sudoku(Rows),
    append(Rows, Cells),
    labeling([ff], Cells).

% repeat_solve(Name, K): K solutions, each undone by backtracking.
repeat_solve(Name, K) :-
    between(1, K, _),
    once(solve(Name, _)),
    fail.
repeat_solve(_, _).

main :-
    member(Name, [easy, hard]),
    repeat_solve(Name, 9),
    solve(Name, Rows),
    write(Name), nl,
    maplist(print_row, Rows),
    fail.
main.

print_row(Row) :-
    atomic_list_concat(Row, ' ', Line),
    write(Line), nl.

:- initialization((main, halt)).
