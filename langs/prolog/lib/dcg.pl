% phrase/2,3: the grammar body is translated by dcg_translate_rule/2
% (the solver's builtin over lib.DCGRule) and called. The body also goes
% into the rule's head, and the head's copy is unified with G: a builtin
% that translates a copy of the rule (with fresh variables) then still
% binds G's own variables.

:- module(dcg, [phrase/2, phrase/3, expand_term/2]).
:- use_module(library(error)).

phrase(G, List) :-
    phrase(G, List, []).

phrase(G, List, Rest) :-
    (   string(G)                   % a terminal list, as in SWI-Prolog
    ->  true
    ;   must_be(callable, G)
    ),
    must_be(list_or_partial_list, List),
    must_be(list_or_partial_list, Rest),
    dcg_translate_rule(('$phrase'(G) --> G), ('$phrase'(G1, S0, S) :- Body)),
    G1 = G,
    S0 = List,
    S = Rest,
    call(Body).

% expand_term/2 translates grammar rules and leaves other terms as they
% are (no term_expansion/2 hook).
expand_term(T, X) :-
    nonvar(T),
    T = (_ --> _),
    !,
    dcg_translate_rule(T, X).
expand_term(T, T).
