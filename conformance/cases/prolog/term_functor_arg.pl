% functor/3, arg/3 (also enumerating), =../2.
:- initialization(main).
e(G) :- catch((G -> true ; write(failed), nl), error(F, _), (write(F), nl)).
main :- functor(foo(a, b, c), N, A), write(N/A), nl,
    functor(T, point, 3), T = point(X, Y, Z), X = 1, Y = 2, Z = 3, write(T), nl,
    functor(abc, N2, A2), write(N2/A2), nl, functor(1.5, N3, A3), write(N3/A3), nl,
    functor(T2, abc, 0), write(T2), nl,
    arg(2, f(a, b, c), B), write(B), nl,
    f(a, b) =.. L2, write(L2), nl, T3 =.. [g, 1, 2], write(T3), nl, atom =.. L3, write(L3), nl,
    e(arg(0, f(a), _)), e(functor(_, foo, -1)), e(functor(_, f(x), 1)), e(_ =.. [f|_]), e(_ =.. [1, 2]),
    e(arg(a, f(a), _)), e(arg(1, atom, _)), halt.
