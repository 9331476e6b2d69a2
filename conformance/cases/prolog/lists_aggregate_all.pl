% aggregate_all/3 with count, sum, max, min, bag, set and max/min with a witness.
:- initialization(main).
p(a, 3). p(b, 1). p(c, 3). p(d, 2).
main :- aggregate_all(count, p(_, _), C), aggregate_all(sum(V), p(_, V), S), aggregate_all(max(V), p(_, V), Mx),
    aggregate_all(min(V), p(_, V), Mn), write([C, S, Mx, Mn]), nl,
    aggregate_all(bag(V), p(_, V), B), aggregate_all(set(V), p(_, V), St), write(B/St), nl,
    aggregate_all(max(V, K), p(K, V), MW), aggregate_all(min(V, K), p(K, V), MinW), write(MW/MinW), nl,
    aggregate_all(count, fail, Z), write(Z), nl, ( aggregate_all(max(V), fail, _) -> write(yes) ; write(no) ), nl, halt.
