% SWI-Prolog's library(backcomp) and library(edinburgh): the DEC-10
% Prolog input/output and the old names programs still call, autoloaded
% as in SWI-Prolog (written here from its documentation and behaviour).

:- module(backcomp,
          [ put/1, put/2, get0/1, get0/2, get/1, get/2, skip/1, skip/2,
            ttyflush/0, flush/0, display/1, display/2, string_to_list/2,
            checklist/2, sublist/3, concat/3
          ]).

% put(C): C is a character code or a one-character atom.
put(C) :-
    current_output(S),
    put(S, C).
put(S, C) :-
    (   atom(C)
    ->  put_char(S, C)
    ;   put_code(S, C)
    ).

% get0(C): the next character code (-1 at the end of the input).
get0(C) :-
    get_code(C).
get0(S, C) :-
    get_code(S, C).

% get(C): the next code that is not layout (-1 at the end of the input).
get(C) :-
    current_input(S),
    get(S, C).
get(S, C) :-
    get_code(S, C0),
    (   C0 >= 0, C0 =< 0' 
    ->  get(S, C)
    ;   C = C0
    ).

% skip(C): reads up to and including the code (or one-character atom) C,
% or to the end of the input.
skip(C) :-
    current_input(S),
    skip(S, C).
skip(S, C) :-
    (   atom(C)
    ->  char_code(C, Code)
    ;   Code = C
    ),
    skip_(S, Code).

skip_(S, Code) :-
    get_code(S, X),
    (   ( X =:= -1 ; X =:= Code )
    ->  true
    ;   skip_(S, Code)
    ).

ttyflush :-
    flush_output(user_output).

flush :-
    flush_output.

% display(T): T written quoted with every operator in canonical form.
display(T) :-
    current_output(S),
    display(S, T).
display(S, T) :-
    write_term(S, T, [quoted(true), ignore_ops(true)]).

string_to_list(S, L) :-
    string_codes(S, L).

checklist(G, L) :-
    maplist(G, L).

sublist(G, L, Sub) :-
    include(G, L, Sub).

concat(A, B, C) :-
    atom_concat(A, B, C).
