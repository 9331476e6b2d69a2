% Issue 38's reproduction: arguments and list elements of priority above 999.
main :- X = [a->b], f(c:-d) = Y, write(X-Y), nl, halt.
:- initialization(main).
