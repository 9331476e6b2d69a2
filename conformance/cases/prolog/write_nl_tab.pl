% nl/0, tab/1, put_char/1.
:- initialization(main).
main :- write(a), tab(3), write(b), nl, tab(0), write(c), nl, put_char(x), put_char('\n'), halt.
