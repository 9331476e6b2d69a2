:- set_prolog_flag(double_quotes, codes).
% An expression parser and evaluator over codes.
:- initialization(main).
expr(V) --> term(T), expr_rest(T, V).
expr_rest(A, V) --> "+", !, term(T), { A1 is A + T }, expr_rest(A1, V).
expr_rest(A, V) --> "-", !, term(T), { A1 is A - T }, expr_rest(A1, V).
expr_rest(V, V) --> [].
term(V) --> factor(F), term_rest(F, V).
term_rest(A, V) --> "*", !, factor(F), { A1 is A * F }, term_rest(A1, V).
term_rest(V, V) --> [].
factor(V) --> "(", !, expr(V), ")".
factor(V) --> digits(Ds), { Ds \== [], number_codes(V, Ds) }.
digits([D|T]) --> [D], { D >= 0'0, D =< 0'9 }, !, digits(T).
digits([]) --> [].
calc(S) :- ( phrase(expr(V), S) -> write(V) ; write(syntax_error) ), nl.
main :- calc("1+2*3"), calc("(1+2)*3"), calc("10-4-3"), calc("2*(3+4)*5"), calc("1+"), halt.
