% Issue 38's reproduction: foreach/2 as a loop with output.
main :- foreach(between(1,3,X), (write(X), nl)), halt.
:- initialization(main).
