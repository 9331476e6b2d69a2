% writeq of atoms with newlines, tabs, backslashes and quotes.
:- initialization(main).
main :- writeq('a\nb'), nl, writeq('tab\there'), nl, writeq('back\\slash'), nl, writeq('don''t'), nl, writeq(''), nl, writeq(' '), nl, halt.
