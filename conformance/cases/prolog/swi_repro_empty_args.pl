% Issue 38's reproduction: hello() is a compound of no arguments.
hello() :- write(hi), nl.

main :- hello(), halt.
:- initialization(main).
