% read_term/2 with variable_names and variables.
:- initialization(main).
main :- read_term(T, [variable_names(Ns), variables(Vs)]), length(Vs, N), write(N), nl,
    bind(Ns), print(T), nl, halt.
bind([]).
bind([Name = V|Ns]) :- V = '$VAR'(Name), bind(Ns).
