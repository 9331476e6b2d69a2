% Issue 38's reproduction: list_to_assoc/2 and get_assoc/3.
main :- list_to_assoc([a-1,b-2,c-3], A), get_assoc(b, A, V), write(V), nl,
    ( get_assoc(z, A, _) -> write(found) ; write(missing) ), nl, halt.
:- initialization(main).
