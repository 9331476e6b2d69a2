% The order an arithmetic expression is evaluated in, which ISO leaves
% to the implementation: GNU Prolog checks a compound's functor first
% (X is f(foo, bar): type_error(evaluable, f/2)) and then evaluates the
% arguments right to left (X is foo + bar: type_error(evaluable, bar/0));
% the comparisons evaluate their left side first. Each goal runs as a
% compiled body goal (o/1's clauses) and through call/1 (c/1).
:- initialization(main).

r(G) :- catch((G, write(succeeded)), error(F, _), print(F)), nl.
c(G) :- r(call(G)).

o(1) :- r(_ is foo + bar).
o(2) :- r(_ is f(foo, bar)).
o(3) :- r(_ is f(1, foo)).
o(4) :- r(_ is foo + _).
o(5) :- r(_ is _ + foo).
o(6) :- r(_ is 1/0 + foo).
o(7) :- r(_ is foo + 1/0).
o(8) :- r(_ is max(a, b) * 2).
o(9) :- r(_ is g(h(1), k(2))).
o(10) :- r(_ is 2 * (x - y)).
o(11) :- r(foo < bar).
o(12) :- r(a < 1/0).
o(13) :- r(1 + x =:= 2 + y).
o(14) :- X = foo, Y = bar, r(_ is X + Y).
o(15) :- X = 1, r(_ is (X + a) * (X + b)).

main :-
    forall(between(1, 15, N), o(N)),
    c(_ is foo + bar), c(_ is f(foo, bar)), c(_ is f(1, foo)),
    c(_ is foo + _), c(_ is foo + 1/0), c(_ is g(h(1), k(2))),
    c(foo < bar), c(1 + x =:= 2 + y),
    halt.
