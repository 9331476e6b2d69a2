% ! in the condition of if-then-else is local to it; ! in a branch cuts the clause.
:- initialization(main).
t(1). t(2). t(3).
a(X) :- ( t(X), ! -> true ; true ).
a(9).
b(X) :- ( true -> t(X), ! ; true ).
b(9).
c(X) :- ( fail -> true ; t(X), ! ).
c(9).
main :- findall(X, a(X), A), write(A), nl,
    findall(X, b(X), B), write(B), nl,
    findall(X, c(X), C), write(C), nl, halt.
