% The existence error of an unknown procedure names its caller as
% SWI-Prolog does, context(Caller, _): the predicate whose clause goes on
% after the call (after a last call, its caller's), system:Name/Arity
% for the system's own, system:catch/3 for a goal of a directive.
:- initialization(main).

t(G) :- catch(G, error(E, context(C, _)), (print(E-C), nl)).
m1 :- foo(1), write(x).
m2 :- write(y), nl, foo(2).
m3 :- p3, write(x).
p3 :- foo(3).
m4 :- \+ foo(4), write(x).
m5 :- ( foo(5) -> true ; true ), write(x).
m6 :- once(foo(6)), write(x).
m7 :- ignore(foo(7)), write(x).
m8 :- catch(foo(8), error(existence_error(procedure, PI), _), (print(caught(PI)), nl)), foo(9).

main :-
    t(m1), t(m2), t(m3), t(m4), t(m5), t(m6), t(m7), t(m8), t(foo(10)),

    halt.
