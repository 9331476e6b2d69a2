% Counting lines and characters of standard input with get_code/1.
:- initialization(main).
count(L0, C0, L, C) :- get_code(X), ( X =:= -1 -> L = L0, C = C0 ; C1 is C0 + 1, ( X =:= 10 -> L1 is L0 + 1 ; L1 = L0 ), count(L1, C1, L, C) ).
main :- count(0, 0, L, C), write(lines(L)), nl, write(chars(C)), nl, halt.
