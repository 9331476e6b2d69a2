% Curly terms, lists, and operators as atoms.
:- initialization(main).
main :- writeq({a, b}), nl, writeq('{}'(x)), nl, writeq([a, b|c]), nl, writeq('.'(a, [])), nl,
    writeq(f(+, -, *)), nl, writeq([-]), nl, writeq(- - a), nl, writeq(\+ \+ a), nl, writeq(1 = (:-)), nl, halt.
