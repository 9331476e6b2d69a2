% Arithmetic comparison evaluates both sides; integers and floats compare by value.
:- initialization(main).
t(G) :- ( catch(G, error(E, _), (write(E), nl, fail)) -> write(yes) ; write(no) ), nl.
main :- t(1 =:= 1.0), t(1 =\= 1.0), t(1 < 2), t(2 =< 2.0), t(3 > 2.9), t(3 >= 4), t(1 + 2 =:= 3),
    t(0.333 =:= 1 / 3), t(2 ** 60 + 1 > 2.0 ** 60), t((1 << 70) =:= 2.0 ** 70), t(- 0.0 =:= 0.0),
    t(a < 1), t(_ > 1), halt.
