% Issue 38's reproduction: the \s escape is a space.
main :- atom_length('a\sb', N), write(N), nl, halt.
:- initialization(main).
