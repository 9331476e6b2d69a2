% phrase/2,3: the grammar body is translated by dcg_translate_rule/2 (the
% solver's builtin over lib.DCGRule) and called.

phrase(G, List) :-
    phrase(G, List, []).

phrase(G, List, Rest) :-
    must_be(callable, G),
    must_be(list_or_partial_list, List),
    must_be(list_or_partial_list, Rest),
    dcg_translate_rule(('$phrase' --> G), ('$phrase'(S0, S) :- Body)),
    S0 = List,
    S = Rest,
    call(Body).
