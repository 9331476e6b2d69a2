% An uncaught error in the initialization goal: warning on stderr, status 1 once halted.
:- initialization(main).
main :- write(start), nl, atom_length(_, _).
:- initialization(halt(1)).
