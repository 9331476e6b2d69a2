% Grammar rules with terminals, non-terminals and phrase/2,3.
:- initialization(main).
greeting --> [hello], who.
who --> [world].
who --> [prolog].
main :- ( phrase(greeting, [hello, world]) -> write(yes) ; write(no) ), nl,
    ( phrase(greeting, [hello, x]) -> write(yes) ; write(no) ), nl,
    phrase(greeting, [hello, prolog, extra], Rest), write(Rest), nl,
    findall(L, phrase(greeting, L), Ls), write(Ls), nl, halt.
