% aggregate_all/3 with count, sum, max, min, bag, set and max/min with a
% witness; max(X-Y) evaluates X-Y, as SWI-Prolog's does.
:- initialization(main).
t(G) :- ( catch(G, error(E, _), (print(caught(E)), nl)) -> true ; write(failed), nl ).
p(1, a). p(3, b). p(2, c). p(3, d).
main :-
    t((aggregate_all(count, p(_, _), C), print(C), nl)),
    t((aggregate_all(count, fail, C0), print(C0), nl)),
    t((aggregate_all(sum(X), p(X, _), S), print(S), nl)),
    t((aggregate_all(max(X), p(X, _), Mx), aggregate_all(min(X), p(X, _), Mn), print(Mx/Mn), nl)),
    t((aggregate_all(max(X-Y), member(X-Y, [1-2, 3-1, 2-5]), MD), print(MD), nl)),
    t((aggregate_all(max(X, W), p(X, W), MW), aggregate_all(min(X, W), p(X, W), NW), print(MW/NW), nl)),
    t((aggregate_all(bag(W), p(_, W), B), aggregate_all(set(X), p(X, _), St), print(B/St), nl)),
    t((aggregate_all(count, X, member(X, [a, b, a]), CD), print(CD), nl)),
    t(aggregate_all(max(X), fail, _)),
    t(aggregate_all(foo, true, _)),
    halt.
