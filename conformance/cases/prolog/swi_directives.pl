% SWI-Prolog's declarations that programs write as directives load
% silently (meta_predicate, module_transparent, public, volatile,
% style_check, expects_dialect, encoding, det, license, non_terminal,
% create_prolog_flag); prolog_load_context/2 and source_location/2
% tell what is loading. Expected output from swipl 9.0.4.
:- meta_predicate twice(0), apply_to(1, ?).
:- module_transparent(twice/1).
:- public(twice/1).
:- volatile(cache/1).
:- style_check(-singleton).
:- style_check(-discontiguous).
:- expects_dialect(swi).
:- encoding(utf8).
:- det(twice/1).
:- license(mit).
:- non_terminal(greeting//0).
:- create_prolog_flag(my_limit, 10, []).
:- prolog_load_context(module, M), write(module(M)), nl.
:- prolog_load_context(dialect, D), write(dialect(D)), nl.
:- prolog_load_context(directory, D), ( atom(D) -> write(directory_is_atom) ; true ), nl.
:- source_location(_, L), write(line(L)), nl.
:- initialization(main).
twice(G) :- G, G.
apply_to(G, X) :- call(G, X).
main :-
    twice(write(x)), nl,
    apply_to(writeln, y),
    current_prolog_flag(my_limit, V), writeln(V),
    ( prolog_load_context(module, _) -> writeln(loading) ; writeln(not_loading) ),
    halt.
