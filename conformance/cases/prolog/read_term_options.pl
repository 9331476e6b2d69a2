% read_term/2 with variable_names and variables.
:- initialization(main).
main :- read_term(T, [variable_names(Ns), variables(Vs)]), length(Vs, N), write(N), nl,
    names(Ns), numbervars(T, 0, _), print(T), nl, halt.
names([]).
names([Name = V|Ns]) :- ( var(V) -> write(Name), nl ; true ), names(Ns).
