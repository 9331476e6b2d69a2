% expand_term/2 on grammar rules, written with numbered variables.
:- initialization(main).
show(R) :- expand_term(R, C0), ( C0 = [_, C] -> true ; C = C0 ), numbervars(C, 0, _), print(C), nl.
main :- show((a --> b, c)), show((a --> [x], b)), show((a --> {g}, !)), show((a(X) --> b(X), [y])), halt.
