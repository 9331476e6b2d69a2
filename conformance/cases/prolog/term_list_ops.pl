% length/2 in both modes and its errors.
:- initialization(main).
e(G) :- catch((G -> true ; write(failed), nl), error(F, _), (write(F), nl)).
main :- length([a, b, c], N), write(N), nl, length(L, 2), L = [x, y], write(L), nl,
    findall(K, (length(M, K), K >= 2, !, M = M), Ks), write(Ks), nl,
    e(length(_, -1)), e(length(a, _)), e(length([a|b], _)), e(length(_, a)), halt.
