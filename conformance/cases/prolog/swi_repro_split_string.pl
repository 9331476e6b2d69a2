% Issue 38's reproduction: split_string/4.
main :- split_string("a,b,c", ",", "", P), print(P), nl, halt.
:- initialization(main).
