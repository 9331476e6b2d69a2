% Consulting a file that defines a predicate another file defined
% replaces its clauses (with a warning on stderr, checked in .exit),
% unless it is multifile; consulting a file again replaces what it
% defined, silently (a multifile predicate's clauses stay: a reload that
% removes its own clauses of one is not covered).
:- initialization(main).

write_file(F, Clauses) :-
    open(F, write, S),
    forall(member(C, Clauses), format(S, "~q.~n", [C])),
    close(S).

tmp(Name, F) :-
    random_between(0, 1000000000, N),
    format(atom(F), '/tmp/swi_redefine_~w_~w.pl', [Name, N]).

show(P) :- findall(X, call(P, X), L), print(P = L), nl.

main :-
    tmp(a, A), tmp(b, B),
    write_file(A, [p(1), p(2), (:- multifile(m/1)), m(a), q(x)]),
    write_file(B, [p(3), (:- multifile(m/1)), m(b)]),
    consult(A), show(p), show(q),
    consult(B), show(p), show(m), show(q),
    consult(A), show(p), show(q),
    consult(A), show(p), show(q),
    delete_file(A), delete_file(B),
    halt.
