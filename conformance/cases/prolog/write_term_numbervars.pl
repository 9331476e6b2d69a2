% write_term/2 numbervars option and '$VAR' with large numbers and atoms.
:- initialization(main).
main :- write_term(f('$VAR'(0), '$VAR'(25), '$VAR'(26), '$VAR'(52)), [numbervars(true)]), nl,
    write_term('$VAR'(3), [numbervars(false)]), nl, print('$VAR'(1)), nl, writeq('$VAR'(-1)), nl, writeq('$VAR'(x)), nl, halt.
