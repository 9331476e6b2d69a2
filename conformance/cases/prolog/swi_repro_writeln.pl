% Issue 38's reproduction: writeln/1.
main :- writeln(hello), writeln(f(x, "s")), halt.
:- initialization(main).
