% ! is transparent to , and ; : it cuts the whole clause.
:- initialization(main).
t(1). t(2).
a(X) :- ( X = 1 ; X = 2 ), !.
a(3).
b(X) :- ( t(X), ! ; X = 5 ).
b(6).
c(X) :- \+ \+ (t(X), !), X = 7.
c(8).
main :- findall(X, a(X), A), write(A), nl,
    findall(X, b(X), B), write(B), nl,
    findall(X, c(X), C), write(C), nl, halt.
