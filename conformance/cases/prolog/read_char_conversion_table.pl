% char_conversion/2 and current_char_conversion/2 (ISO 8.14.5, 8.14.6):
% the table, its enumeration, removing an entry, and the errors.
:- initialization(main).

show(G) :-
    catch((G -> write(yes) ; write(no)), error(E, _), write(E)),
    nl.

main :-
    show(char_conversion(a, b)),
    show(current_char_conversion(a, b)),
    show(current_char_conversion(a, c)),
    show((current_char_conversion(a, X), write(X), put_char(' '))),
    show((current_char_conversion(Y, b), write(Y), put_char(' '))),
    show(char_conversion(c, d)),
    show((findall(I-O, current_char_conversion(I, O), L), write(L), put_char(' '))),
    show(char_conversion(a, a)),
    show((findall(I-O, current_char_conversion(I, O), L2), write(L2), put_char(' '))),
    show(current_char_conversion(z, _)),
    show(current_char_conversion(z, z)),
    show(char_conversion(_, b)),
    show(char_conversion(a, _)),
    show(char_conversion(ab, b)),
    show(char_conversion(a, 1)),
    show(char_conversion(f(a), b)),
    show(char_conversion('', b)),
    show(current_char_conversion(ab, _)),
    show(current_char_conversion(_, 1)),
    show(current_char_conversion(f(x), _)),
    halt.
