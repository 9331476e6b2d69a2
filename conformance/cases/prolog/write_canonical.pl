:- set_prolog_flag(double_quotes, codes).
% write_canonical ignores operators and quotes; lists stay lists.
:- initialization(main).
main :- write_canonical(f(1 + 2, 'A', [a, b], "s", - 1, {x})), nl, write_canonical('hello world'), nl, halt.
