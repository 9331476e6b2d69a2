% Curly terms, lists with |, block comments, and {}/[] as atoms.
:- initialization(main).
/* a block comment */
main :- X = {a, b}, X = {Y}, writeq(Y), nl, Z = [a|[b, c]], writeq(Z), nl,
    T = f(/* inner */ a), writeq(T), nl, W = '[]', ( W == [] -> write(same) ; write(different) ), nl,
    V = '{}'(x), writeq(V), nl, halt.
