:- set_prolog_flag(double_quotes, codes).
% format/3 with atom(A) and codes(C) sinks, and with_output_to/2.
:- initialization(main).
main :- format(atom(A), "~w-~w", [a, b]), writeq(A), nl, format(codes(C), "x~w", [1]), writeq(C), nl,
    with_output_to(atom(B), (write(hello), write(' '), write(world))), writeq(B), nl, halt.
