% library(main): main/0 calls the program's main/1 with the command
% line's arguments (the argv flag), and argv_options/3 splits them into
% positional arguments and options, as SWI-Prolog's (written here from
% its documentation; autoloaded as there).

:- module(main, [main/0, argv_options/3]).

main :-
    current_prolog_flag(argv, Argv),
    main(Argv).

% argv_options(Argv, Positional, Options): --name=value is name(value)
% (a number when it reads as one), --name is name(true), --no-name is
% name(false), -x is x(true); everything after -- is positional.
argv_options([], [], []).
argv_options(['--'|Rest], Rest, []) :-
    !.
argv_options([A|As], Pos, Opts) :-
    atom_concat('--', Long, A),
    Long \== '',
    !,
    long_(Long, Opt),
    Opts = [Opt|Opts1],
    argv_options(As, Pos, Opts1).
argv_options([A|As], Pos, Opts) :-
    atom_concat('-', Short, A),
    atom_length(Short, 1),
    !,
    Opt =.. [Short, true],
    Opts = [Opt|Opts1],
    argv_options(As, Pos, Opts1).
argv_options([A|As], [A|Pos], Opts) :-
    argv_options(As, Pos, Opts).

long_(Long, Opt) :-
    (   sub_atom(Long, B, 1, _, =)
    ->  sub_atom(Long, 0, B, _, Name),
        B1 is B + 1,
        sub_atom(Long, B1, _, 0, Text),
        (   atom_number(Text, N)
        ->  Value = N
        ;   Value = Text
        )
    ;   atom_concat('no-', Name, Long)
    ->  Value = false
    ;   Name = Long,
        Value = true
    ),
    Opt =.. [Name, Value].
