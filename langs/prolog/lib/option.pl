% library(option): options lists of Name(Value) or Name=Value, as
% SWI-Prolog's (written here from its documentation and behaviour;
% autoloaded as there).

:- module(option, [option/2, option/3, select_option/3, select_option/4, merge_options/3]).

% option(Opt, Options): the first option of Opt's name, unified with Opt.
option(Opt, Options) :-
    functor(Opt, Name, 1),
    arg(1, Opt, Value),
    find_(Options, Name, V),
    !,
    Value = V.

% option(Opt, Options, Default): as option/2, else Opt's value is Default.
option(Opt, Options, Default) :-
    (   option(Opt, Options)
    ->  true
    ;   arg(1, Opt, Default)
    ).

select_option(Opt, Options0, Options) :-
    functor(Opt, Name, 1),
    arg(1, Opt, Value),
    select_(Options0, Name, V, Options),
    !,
    Value = V.

select_option(Opt, Options0, Options, Default) :-
    (   select_option(Opt, Options0, Options1)
    ->  Options = Options1
    ;   arg(1, Opt, Default),
        Options = Options0
    ).

% merge_options(New, Old, Merged): the options of both, New's where both
% name one, sorted.
merge_options(New, Old, Merged) :-
    maplist(canonical_, New, New1),
    maplist(canonical_, Old, Old1),
    findall(O, ( member(O, Old1), functor(O, N, A), \+ ( member(X, New1), functor(X, N, A) ) ), Kept),
    append(New1, Kept, All),
    sort(All, Merged).

find_([O|_], Name, V) :-
    option_(O, Name, V).
find_([_|Os], Name, V) :-
    find_(Os, Name, V).

select_([O|Os], Name, V, Os) :-
    option_(O, Name, V).
select_([O|Os0], Name, V, [O|Os]) :-
    select_(Os0, Name, V, Os).

option_(O, Name, V) :-
    (   O = (N = V0)
    ->  N == Name, V = V0
    ;   compound(O), functor(O, Name, 1), arg(1, O, V)
    ).

canonical_(N = V, O) :-
    !,
    O =.. [N, V].
canonical_(O, O).
