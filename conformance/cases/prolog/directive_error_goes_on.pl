% An uncaught error in a directive prints a warning (on stderr) and loading goes on.
:- write(before), nl.
:- X is foo + 1, write(X).
:- write(after), nl.
:- fail.
:- write(still_loading), nl.
:- initialization(main).
main :- write(main_runs), nl, halt.
