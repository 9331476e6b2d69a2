% prolog_load_context/2: what is being loaded, while a file loads (SWI-
% Prolog's keys module, source, file, directory, dialect, term_position),
% from the engine's '$load_context'/1.

:- module(load_context, [prolog_load_context/2]).

prolog_load_context(Key, Value) :-
    '$load_context'(Pairs),
    (   atom(Key)
    ->  memberchk(Key-Value, Pairs)
    ;   member(Key-Value, Pairs)
    ).
