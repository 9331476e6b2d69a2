% current_output/1, current_input/1 and writing to user_error (not on stdout).
:- initialization(main).
main :- current_output(S), write(S, to_stdout), nl(S), write(user_error, to_stderr), nl(user_error),
    current_input(I), ( I == user_input -> true ; true ), write(done), nl, halt.
