% numbervars/3 names variables '$VAR'(N); print and writeq show them as letters.
:- initialization(main).
main :- T = f(X, Y, g(X, _Z)), numbervars(T, 0, End), print(T), nl, writeq(T), nl, write(End), nl,
    write_canonical(T), nl, numbervars(h(_, _), 25, E2), write(E2), nl,
    write_term('$VAR'(27), [numbervars(true)]), nl, write_term('$VAR'(1), [numbervars(false), quoted(true)]), nl,
    ( X == '$VAR'(0), Y == '$VAR'(1) -> true ; true ), halt.
