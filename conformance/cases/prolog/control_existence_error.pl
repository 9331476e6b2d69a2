% Calling an unknown predicate is existence_error(procedure, Name/Arity).
:- initialization(main).
main :- catch(no_such_pred(1, 2), error(E, _), (write(E), nl)),
    catch(call(no_such_pred), error(E2, _), (write(E2), nl)), halt.
