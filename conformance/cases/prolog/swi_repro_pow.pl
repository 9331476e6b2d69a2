% Issue 38's reproduction: pow/3 (SWI-Prolog: Z is X**Y).
main :- pow(2, 10, X), write(X), nl, halt.
:- initialization(main).
