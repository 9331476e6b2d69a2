% With the char_conversion flag on, the reader converts the characters
% outside quoted tokens (0'c included) by char_conversion/2's table; with
% it off, it does not.
:- initialization(main).

r :-
    read(T),
    writeq(T),
    nl.

main :-
    current_prolog_flag(char_conversion, F),
    write(F), nl,
    char_conversion(b, c),
    char_conversion('&', ','),
    set_prolog_flag(char_conversion, true),
    r, r, r,
    set_prolog_flag(char_conversion, false),
    r,
    halt.
