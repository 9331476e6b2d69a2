% subsumes_term/2 and ground/1.
:- initialization(main).
t(G) :- ( G -> write(yes) ; write(no) ), nl.
main :- t(subsumes_term(f(_), f(a))), t(subsumes_term(f(a), f(_))), t(subsumes_term(f(X, X), f(Y, Z))),
    t(subsumes_term(f(X, Y), f(Z, Z))), t(subsumes_term(g(A), g(h(A)))), t(ground(f(a, [b]))), t(ground(f(a, _))), halt.
