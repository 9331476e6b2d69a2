% SWI-Prolog built-in predicates that are simplest in Prolog: flag/3,
% term_variables/3, numbervars/1, portray_clause/2 and nb_current/2
% (over the engine's '$global'/2 and '$global_keys'/1).

:- module('$builtins', [flag/3, term_variables/3, numbervars/1, portray_clause/2, nb_current/2]).

% flag(Key, Old, New): Old is Key's value (0 at first), then the value
% of the expression New.
flag(Key, Old, New) :-
    term_to_atom(Key, A),
    atom_concat('$flag:', A, K),
    (   nb_current(K, Old0)
    ->  Old = Old0
    ;   Old = 0
    ),
    Value is New,
    nb_setval(K, Value).

% term_variables(T, Vars, Tail): T's variables, then Tail.
term_variables(T, Vars, Tail) :-
    term_variables(T, Vs),
    append(Vs, Tail, Vars).

numbervars(T) :-
    numbervars(T, 0, _).

portray_clause(S, T) :-
    with_output_to(string(Text), portray_clause(T)),
    write(S, Text).

% nb_current(Key, Value): each global variable and its value.
nb_current(Key, Value) :-
    (   atom(Key)
    ->  '$global'(Key, Value)
    ;   '$global_keys'(Keys),
        member(Key, Keys),
        '$global'(Key, Value)
    ).
