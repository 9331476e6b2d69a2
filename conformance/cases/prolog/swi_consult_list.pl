% [File] as a goal consults the files of the list, as consult/1 does;
% use_module(library(readutil)) is silent (its predicates are builtins).
:- use_module(library(readutil)).
:- initialization(main).

main :-
    random_between(0, 1000000000, N),
    format(atom(F), '/tmp/swi_consult_list_~w.pl', [N]),
    open(F, write, S),
    format(S, "loaded_fact(one).~nloaded_fact(two).~n", []),
    close(S),
    [F],
    findall(X, loaded_fact(X), L), print(L), nl,
    delete_file(F),
    halt.
