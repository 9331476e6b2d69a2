% An exception unwinds bindings made since the catch.
:- initialization(main).
p(X) :- X = bound, throw(oops).
main :- catch(p(X), oops, true), ( var(X) -> write(unbound) ; write(X) ), nl,
    catch((Y = 1, throw(e(Y))), e(Z), true), write(Z), nl,
    ( var(Y) -> write(unbound) ; write(Y) ), nl,
    halt.
