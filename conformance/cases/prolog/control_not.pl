% \+ succeeds when its goal fails and never binds.
:- initialization(main).
main :- ( \+ fail -> write(yes) ; write(no) ), nl,
    ( \+ true -> write(yes) ; write(no) ), nl,
    ( \+ X = 1 -> write(yes) ; write(no) ), nl, ( var(X) -> write(x_free) ; write(x_bound) ), nl,
    ( \+ \+ Y = 1, var(Y) -> write(unbound) ; write(bound) ), nl,
    ( \+ member(z, [a,b]) -> write(absent) ; write(present) ), nl,
    halt.
