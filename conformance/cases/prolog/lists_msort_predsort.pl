% msort/2, predsort/3 (which drops = elements) and keysort/2 stability.
:- initialization(main).
by_len(O, A, B) :- atom_length(A, LA), atom_length(B, LB), compare(O, LA-A, LB-B).
main :- msort([b, a, c, a], M), write(M), nl, predsort(by_len, [ccc, a, bb, a, dd], P), write(P), nl,
    keysort([3-c, 1-a, 2-b, 1-z], K), write(K), nl, pairs(K), halt.
pairs(K) :- findall(V, member(_-V, K), Vs), write(Vs), nl.
