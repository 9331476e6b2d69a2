% nth0/3 and nth1/3 enumerating and with an unbound list.
:- initialization(main).
main :- findall(I, nth0(I, [a, b, a], a), L), write(L), nl, nth1(2, L2, x), L2 = [_, _], L2 = [y|_], write(L2), nl,
    ( nth1(0, [a], _) -> write(yes) ; write(no) ), nl, halt.
