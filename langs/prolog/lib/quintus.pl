% SWI-Prolog's library(quintus), autoloaded as there: Quintus Prolog's
% arithmetic predicates (abs(X, Y) is Y is abs(X), ...) and its small
% term and control predicates (written here from SWI-Prolog's
% documentation and behaviour).

:- module(quintus,
          [ abs/2, sign/2, sin/2, cos/2, tan/2, log/2, log10/2, sqrt/2,
            acos/2, asin/2, atan/2, atan2/3, ceiling/2, floor/2, round/2,
            otherwise/0, simple/1, genarg/3, atom_char/2
          ]).

abs(X, Y) :- Y is abs(X).
sign(X, Y) :- Y is sign(X).
sin(X, Y) :- Y is sin(X).
cos(X, Y) :- Y is cos(X).
tan(X, Y) :- Y is tan(X).
log(X, Y) :- Y is log(X).
log10(X, Y) :- Y is log10(X).
sqrt(X, Y) :- Y is sqrt(X).
acos(X, Y) :- Y is acos(X).
asin(X, Y) :- Y is asin(X).
atan(X, Y) :- Y is atan(X).
atan2(X, Y, Z) :- Z is atan2(X, Y).
ceiling(X, Y) :- Y is ceiling(X).
floor(X, Y) :- Y is floor(X).
round(X, Y) :- Y is round(X).

% otherwise: true, for the last branch of a conditional.
otherwise.

% simple(X): X is atomic or a variable.
simple(X) :-
    (   atomic(X)
    ->  true
    ;   var(X)
    ).

% genarg(N, T, A): A is argument N of T, each on backtracking when N is
% unbound.
genarg(N, T, A) :-
    (   integer(N)
    ->  arg(N, T, A)
    ;   functor(T, _, Arity),
        between(1, Arity, N),
        arg(N, T, A)
    ).

% atom_char(C, Code): Code is the code of the one-character atom C.
atom_char(C, Code) :-
    char_code(C, Code).
