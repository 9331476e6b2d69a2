% Lambda expressions (library(yall)): copied when called (a variable of
% the context bound before the call is seen, a parameter bound before
% it stays bound) unless the clause is loaded with yall and the
% meta-predicate known, when it is compiled: only {Free} is shared then.
:- initialization(main).
t(G) :- ( catch(G, error(E, _), (print(caught(E)), nl)) -> true ; write(failed), nl ).
copied1 :- F = 2, maplist([X, Y]>>(Y is X * F), [1, 2], L), write(L), nl.
copied2 :- maplist([X]>>(V = X), [1, 2]), ( var(V) -> write(local) ; write(V) ), nl.
copied3 :- N = a, ( foldl([N, A, B]>>(B is A + 1), [x, y], 0, S) -> write(S) ; write(param_bound) ), nl.
free :- maplist({V}/[X]>>(V = X), [1, 1]), write(V), nl.
excess :- call([_X]>>write, a, b), nl.
main :-
    t(copied1), t(copied2), t(copied3), t(free), t(excess),
    t((call([X, Y]>>(Y is X + 1), 1, R), write(R), nl)),
    t((call([]>>write(no_params)), nl)),
    t((G = [X]>>(write(X), nl), call(G, 1), call(G, 2))),
    halt.
