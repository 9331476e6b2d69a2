% include/3, exclude/3 and partition/4 over the characters of an atom.
:- initialization(main).
vowel(C) :- member(C, [a, e, i, o, u]).
main :- atom_chars(programming, Cs), exclude(vowel, Cs, Cons), include(vowel, Cs, Vs), atom_chars(A, Cons), atom_chars(B, Vs),
    write(A/B), nl, partition(vowel, Cs, I, E), length(I, NI), length(E, NE), write(NI/NE), nl, halt.
