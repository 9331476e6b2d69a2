% library(assoc) (AVL trees, as SWI-Prolog represents them) and
% library(ordsets).
:- initialization(main).

t(G) :- ( catch(G, error(E, _), (print(caught(E)), nl)) -> true ; write(failed), nl ).

main :-
    t((list_to_assoc([a-1, b-2, c-3, d-4], A), print(A), nl)),
    t((list_to_assoc([c-3, a-1, b-2], A1), put_assoc(e, A1, 5, A2), print(A2), nl)),
    t((empty_assoc(E), put_assoc(x, E, 1, E1), put_assoc(y, E1, 2, E2), put_assoc(z, E2, 3, E3), print(E3), nl)),
    t((numlist(1, 15, Ks), foldl([K, T0, T1]>>put_assoc(K, T0, v, T1), Ks, t, T), print(T), nl)),
    t((list_to_assoc([a-1, b-2], A3), get_assoc(b, A3, V), print(V), nl)),
    t((list_to_assoc([a-1], A4), ( get_assoc(z, A4, _) -> write(found) ; write(not_found) ), nl)),
    t((list_to_assoc([b-2, a-1, c-3], A5), assoc_to_list(A5, L5), assoc_to_keys(A5, K5), assoc_to_values(A5, V5), print(L5/K5/V5), nl)),
    t((list_to_assoc([b-2, a-1, c-3], A6), findall(K6-V6, gen_assoc(K6, A6, V6), L6), print(L6), nl)),
    t((list_to_assoc([b-2, a-1, c-3], A7), max_assoc(A7, K7, V7), min_assoc(A7, K8, V8), print(K7-V7/K8-V8), nl)),
    t((list_to_assoc([b-2, a-1, c-3, d-4], A8), del_assoc(b, A8, V9, A9), assoc_to_list(A9, L9), print(V9/L9), nl)),
    t((list_to_assoc([a-1, b-2], A10), get_assoc(a, A10, Old, A11, new), assoc_to_list(A11, L11), print(Old/L11), nl)),
    t((list_to_assoc([a-1, b-2], A12), map_assoc([X, Y]>>(Y is X * 10), A12, A13), assoc_to_list(A13, L13), print(L13), nl)),
    t(list_to_assoc([a-1, a-2], _)),
    t((list_to_ord_set([c, a, b, a], S), print(S), nl)),
    t((ord_union([a, c, e], [b, c, d], U), print(U), nl)),
    t((ord_union([[c], [a, b], [b, d]], U2), print(U2), nl)),
    t((ord_subtract([a, b, c, d], [b, d, e], D), print(D), nl)),
    t((ord_intersection([a, b, c, d], [b, d, e], I), print(I), nl)),
    t((ord_memberchk(c, [a, b, c]), write(member), nl)),
    t((ord_add_element([a, c], b, S2), ord_del_element(S2, a, S3), print(S2/S3), nl)),
    t((ord_subset([a, c], [a, b, c]), write(subset), nl)),
    t((ord_symdiff([a, b, c], [b, c, d], SD), print(SD), nl)),
    t((ord_disjoint([a, b], [c]), ord_intersect([a, b], [b]), write(both), nl)),
    halt.
