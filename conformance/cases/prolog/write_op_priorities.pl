% Bracketing by priority and associativity.
:- initialization(main).
main :- writeq((a :- b)), nl, writeq(f((a :- b))), nl, writeq([(a :- b)]), nl, writeq((a , b) = c), nl,
    writeq(a = (b = c)), nl, writeq((a = b) = c), nl, writeq(2 ^ 3 ^ 4), nl, writeq((2 ^ 3) ^ 4), nl, writeq(- (2 ^ 2)), nl, halt.
