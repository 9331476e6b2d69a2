% halt/1 sets the exit status.
:- initialization(main).
main :- write(bye), nl, halt(3).
