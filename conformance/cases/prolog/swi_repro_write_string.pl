% Issue 38's reproduction: write("hello") writes the string (double_quotes=string).
main :- write("hello"), nl, print("hello"), nl, halt.
:- initialization(main).
