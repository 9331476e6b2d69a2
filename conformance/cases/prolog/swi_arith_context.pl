% Which predicate or function an arithmetic error's context names, as
% SWI-Prolog 9 does: the function for a zero divisor and for a type
% error of an argument, the evaluating predicate for an undefined result
% and for a function that is not evaluable.
:- initialization(main).

c(G) :- catch((G, write(succeeded)), error(F, context(C, _)), print(F-C)), nl.

main :-
    c(_ is sqrt(-1)), c(_ is acos(2)), c(_ is asin(-3)), c(_ is log(-1)),
    c(_ is (-8) ** 0.5), c(_ is acosh(0)),
    c(_ is 1 / 0), c(_ is 0 mod 0), c(_ is 3 // 0), c(_ is 0 ** -1),
    c(_ is 1 + a), c(_ is foo(1)), c(_ is 7.5 mod 2),
    c(1 < sqrt(-2)), c(sqrt(-2) =:= 1),
    halt.
