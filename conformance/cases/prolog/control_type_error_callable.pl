% Non-callable goals in control constructs are type_error(callable, G).
:- initialization(main).
e(G) :- catch((G -> write(yes) ; write(failed)), error(F, _), write(F)), nl.
main :- e(call((true ; 1))), e(call((1 -> true))), e(call(\+ 3)), e(findall(_, 3, _)), e(catch(4, _, true)), halt.
