% Prolog flags.
:- initialization(main).
main :- current_prolog_flag(bounded, B), write(B), nl,
    current_prolog_flag(double_quotes, D), write(D), nl,
    set_prolog_flag(double_quotes, atom), current_prolog_flag(double_quotes, D2), write(D2), nl,
    catch(set_prolog_flag(bounded, true), error(E, _), (write(E), nl)),
    catch(set_prolog_flag(nosuchflag, 1), error(E2, _), (write(E2), nl)),
    catch(set_prolog_flag(double_quotes, nope), error(E3, _), (write(E3), nl)), halt.
