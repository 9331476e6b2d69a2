% forall/2 as a failure-driven loop with output.
:- initialization(main).
main :- forall(member(X-Y, [1-a, 2-b, 3-c]), (write(Y), write(X), write(' '))), nl,
    forall(fail, write(never)), write(vacuous), nl, halt.
