% An error inside findall/3 propagates; a catch inside stays local.
:- initialization(main).
main :- catch(findall(X, (member(X, [1, 0, 2]), _ is 1 / X), _), error(E, _), (write(E), nl)),
    findall(R, (member(X, [1, 0, 2]), catch(R is 2 / X, _, R = inf)), L), write(L), nl, halt.
