% SWI-Prolog 9's reader and writer: arguments of any priority, f(),
% digit groups, \s and \e, quoted text over lines, - 1 as -(1), the
% declaration and arithmetic operators of its table.
:- initialization(main).

hello() :- write(hello_called), nl.

main :-
    X = [a->b], f(c:-d) = Y, write(X-Y), nl,
    writeq(f(a:-b, c)), nl,
    writeq([a:-b, (c, d), (e ; f)]), nl,
    writeq(f(a|b)), nl,
    hello, hello(),
    Z is 1_000_000 + 1, write(Z), nl,
    G is 1 000 000 * 2, write(G), nl,
    atom_length('a\sb', L), write(L), nl,
    atom_codes('\e\s', Cs), write(Cs), nl,
    Q = 'two
lines', atom_length(Q, QL), write(QL), nl,
    N = - 1, ( integer(N) -> write(integer) ; write(compound) ), nl,
    write_canonical(- 1), nl, write_canonical(-1), nl, write_canonical(a- - 1), nl,
    writeq(-(1)), nl, writeq(-(-(1))), nl, writeq(1 - -1), nl, writeq(-(a)), nl, writeq(- (1^2)), nl,
    writeq('it''s'), nl, writeq(f('A', b, 'c d', [])), nl,
    A is 5 xor 3, write(A), nl,
    B is 7 div 2, write(B), nl,
    writeq(a xor b), nl, writeq(1 rdiv 2), nl,
    writeq((:- dynamic foo/1, bar/2)), nl,
    writeq((:- table fib/2)), nl,
    writeq(- = x), nl, T = (a = \+), writeq(T), nl,
    F is 1e10, write(F), nl,
    I is inf, write(I), nl,
    C is 0'\s, write(C), nl,
    halt.
