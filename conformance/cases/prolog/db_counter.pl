% A global counter kept in the database and with nb_setval/nb_getval.
:- initialization(main).
:- dynamic(counter/1).
counter(0).
inc :- retract(counter(N)), N1 is N + 1, assertz(counter(N1)).
main :- forall(between(1, 1000, _), inc), counter(C), write(C), nl,
    nb_setval(total, 0), forall(between(1, 100, I), (nb_getval(total, T), T1 is T + I, nb_setval(total, T1))),
    nb_getval(total, Total), write(Total), nl,
    b_setval(v, 1), b_getval(v, V), write(V), nl, halt.
