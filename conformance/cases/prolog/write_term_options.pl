:- set_prolog_flag(double_quotes, codes).
% write_term/2 options: quoted, ignore_ops, max_depth.
:- initialization(main).
main :- write_term('a b' + [1, 2], [quoted(true)]), nl, write_term(1 + 2 * 3, [ignore_ops(true)]), nl,
    write_term([1, 2, 3, 4, 5, 6], [max_depth(3)]), nl, write_term(f('A', "b"), []), nl,
    write_term(- (1), [quoted(true)]), nl, halt.
