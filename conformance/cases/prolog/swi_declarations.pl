% Declarations as SWI-Prolog 9 reads and runs them: dynamic,
% discontiguous, multifile and table as prefix operators, use_module
% and ensure_loaded of libraries (silent, loaded once), module/2 in a
% program, Module:Goal, initialization/1.
:- module(decls, [main/0]).
:- use_module(library(lists)).
:- use_module(library(apply), [maplist/3]).
:- ensure_loaded(library(lists)).
:- dynamic counter/1, seen/2.
:- discontiguous part/1.
:- multifile(hook/1).
:- multifile user:message_hook/3.
:- initialization(main).

part(a).
other(x).
part(b).
hook(one).
counter(0).

bump :- retract(counter(N)), N1 is N + 1, assertz(counter(N1)).

main :-
    bump, bump, counter(C), write(C), nl,
    findall(P, part(P), Ps), write(Ps), nl,
    ( seen(_, _) -> write(seen) ; write(none_seen) ), nl,
    hook(H), write(H), nl,
    lists:append([a], [b], L), write(L), nl,

    maplist(succ, [1, 2], S), write(S), nl,
    halt.
