% library(terms), the part programs use: variant/2, subsumes/2,
% subsumes_chk/2 and mapargs/3, as SWI-Prolog's (written here from its
% documentation; autoloaded as there).

:- module(terms, [variant/2, subsumes/2, subsumes_chk/2, mapargs/3]).

variant(X, Y) :-
    X =@= Y.

% subsumes(General, Specific): General subsumes Specific, and is bound
% to it.
subsumes(General, Specific) :-
    subsumes_term(General, Specific),
    General = Specific.

subsumes_chk(General, Specific) :-
    subsumes_term(General, Specific).

% mapargs(G, T1, T2): T2 has T1's functor, call(G, A1, A2) for each pair
% of arguments.
mapargs(G, T1, T2) :-
    (   compound(T1)
    ->  T1 =.. [F|As1],
        maplist(G, As1, As2),
        T2 =.. [F|As2]
    ;   compound(T2)
    ->  T2 =.. [F|As2],
        maplist(G, As1, As2),
        T1 =.. [F|As1]
    ;   type_error(compound, T1)
    ).
