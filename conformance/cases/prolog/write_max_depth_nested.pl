% write_term/2 max_depth on nested terms and lists.
:- initialization(main).
main :- write_term(f(g(h(i(j)))), [max_depth(3)]), nl, write_term([a, b, c, d], [max_depth(2)]), nl, halt.
