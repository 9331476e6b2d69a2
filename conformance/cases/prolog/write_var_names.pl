% read_term/2 variable_names used to write a clause back.
:- initialization(main).
main :- read_term(user_input, T, [variable_names(Vs)]), maplist([N=V]>>(V = '$VAR'(N)), Vs), print(T), nl, halt.
