% library(occurs): sub_term/2, occurrences_of_term/3 and
% occurrences_of_var/3, as SWI-Prolog's (written here from its
% documentation and behaviour; autoloaded as there).

:- module(occurs, [sub_term/2, occurrences_of_term/3, occurrences_of_var/3]).

% sub_term(S, T): S is T or a subterm of T, T first, then its arguments
% from left to right, each before its own subterms.
sub_term(T, T).
sub_term(S, T) :-
    compound(T),
    functor(T, _, N),
    between(1, N, I),
    arg(I, T, A),
    sub_term(S, A).

% occurrences_of_term(S, T, N): how many subterms of T are S (==).
occurrences_of_term(S, T, N) :-
    occurrences_(S, T, 0, N).

% occurrences_of_var(V, T, N): how many times the variable V is in T.
occurrences_of_var(V, T, N) :-
    occurrences_(V, T, 0, N).

occurrences_(S, T, N0, N) :-
    (   S == T
    ->  N1 is N0 + 1
    ;   N1 = N0
    ),
    (   compound(T)
    ->  T =.. [_|Args],
        occurrences_args_(Args, S, N1, N)
    ;   N = N1
    ).

occurrences_args_([], _, N, N).
occurrences_args_([A|As], S, N0, N) :-
    occurrences_(S, A, N0, N1),
    occurrences_args_(As, S, N1, N).
