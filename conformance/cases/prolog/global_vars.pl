% nb_setval/nb_getval survive backtracking; b_setval is undone.
:- initialization(main).
main :- nb_setval(k, 1), ( nb_setval(k, 2), fail ; true ), nb_getval(k, V), write(V), nl,
    b_setval(j, 1), ( b_setval(j, 2), fail ; true ), b_getval(j, W), write(W), nl,
    catch(nb_getval(nokey, _), error(E, _), (write(E), nl)), halt.
