% format's ~@ (SWI-Prolog): the next argument is a goal, run once; what
% it writes goes in at that place. When it fails format fails, its
% errors propagate (the text before it is written in both cases), and
% its bindings are undone. Its column stops count from where its text
% goes.
:- initialization(main).

show(G) :-
    catch((G -> true ; write(failed)), error(E, _), write(caught(E))),
    nl.

hello(Who) :- write(hello), put_char(' '), write(Who).

main :-
    show(format("a~@b", [write(x)])),
    show(format("<~@>", [hello(world)])),
    show(format("~@ and ~@", [true, write(two)])),
    show(format("~3@", [write(q)])),
    show(format("~@", [(member(X, [1, 2, 3]), write(X))])),
    show(format("a~@b", [fail])),
    show(format("a~@b", [(write(x), fail)])),
    show(format("a~@b", [undefined_pred])),
    show(format("~@", [_])),
    show(format("~@", [1])),
    show(format("~@", [])),
    show((format("~@", [(Y = 1, write(Y))]), (var(Y) -> write(' unbound') ; write(Y)))),
    show(format("~w~t~10|~@", [ab, write(cd)])),
    show(format("~t~@~10|~w", [write(cd), ab])),
    show(format("abc~@|", [format("~t~6|x", [])])),
    show((format(atom(A), "~@-~@", [write(a), format("~a", [b])]), writeq(A))),
    show(format("~@", [format("~@", [write(nested)])])),
    show(format("~@", [catch(throw(inner), inner, write(handled))])),
    halt.
