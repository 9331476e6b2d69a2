% Issue 38's reproduction: xor is an infix operator and an evaluable function.
main :- X is 5 xor 3, write(X), nl, Y = (a xor b), write_canonical(Y), nl, halt.
:- initialization(main).
