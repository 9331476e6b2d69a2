% r(E): print the value of E, or the error's formal term.
r(E) :- catch((X is E, writeq(X)), error(F, _), writeq(F)), nl.

% + - * // mod rem div, unary minus and plus, abs, sign, min, max, precedence.
:- initialization(main).
main :- r(1 + 2), r(3 - 5), r(6 * 7), r(7 // 2), r(-7 // 2), r(7 mod 3), r(-7 mod 3),
    r(7 rem -3), r(-7 div 2), r(- (3)), r(+ (3)), r(abs(-4)), r(sign(-4)), r(sign(0)),
    r(min(3, 4)), r(max(3, 4)), r(2 + 3 * 4 - 1), r((2 + 3) * 4), r(100 - 1 - 1), r(2 ** (3 ** 2)),
    halt.
