% SWI-Prolog's autoloaded library(quintus): abs/2 and the other
% arithmetic predicates, otherwise/0, simple/1, genarg/3, atom_char/2;
% library(arithmetic) loads silently. Expected output from swipl 9.0.4.
:- use_module(library(arithmetic)).
:- initialization(main).
main :-
    abs(-3, A), sign(-2.5, S), sqrt(16, Q), ceiling(2.1, C), floor(2.9, F),
    round(2.5, R), atan2(1, 1, T), sin(0, Z), cos(0, O), log(1, L),
    print([A, S, Q, C, F, R, T, Z, O, L]), nl,
    ( otherwise -> writeln(otherwise) ; true ),
    ( simple(a), simple(_), \+ simple(f(x)) -> writeln(simple) ; true ),
    findall(N-X, genarg(N, f(a, b, c), X), Args), print(Args), nl,
    genarg(2, g(x, y), Y), print(Y), nl,
    atom_char(a, Code), print(Code), nl,
    halt.
