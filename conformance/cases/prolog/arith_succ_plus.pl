% succ/2 and plus/3 in every mode.
:- initialization(main).
e(G) :- catch((G -> true ; write(failed), nl), error(F, _), (write(F), nl)).
main :- succ(3, A), succ(B, 4), plus(1, 2, C), plus(1, D, 5), plus(E, 2, 5), write([A, B, C, D, E]), nl,
    e(succ(_, 0)), e(succ(_, _)), e(succ(a, _)), e(succ(-1, _)), halt.
