% Operators and their bracketing, ISO style.
:- initialization(main).
main :- forall(member(T, [1 + 2 * 3, (1 + 2) * 3, 1 - (2 - 3), (1 - 2) - 3, - (1), - a, - (-(1)), 1 - -1, a = (\+ b),
    f((a, b)), (a :- b, c ; d), [a|b], - (- a), 2 ** -1, (a, b), f(;), \+ (a), -(3) - 2, 1 - (-(1))]),
    (writeq(T), nl)), halt.
