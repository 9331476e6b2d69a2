:- set_prolog_flag(double_quotes, codes).
% Writing [], lists, curly terms and code lists.
:- initialization(main).
main :- writeq([]), nl, writeq([[]]), nl, writeq([a, [b, [c]]]), nl, writeq('[]'(1)), nl, writeq({}), nl, writeq({[a]}), nl,
    writeq([a|[]]), nl, writeq("abc"), nl, halt.
