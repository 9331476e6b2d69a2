% Issue 38's reproduction: :- arithmetic_function(sq/1). is silent and makes sq/1 evaluable.
:- arithmetic_function(sq/1).

sq(X, Y) :- Y is X*X.

main :- X is sq(3) + 1, write(X), nl, halt.
:- initialization(main).
