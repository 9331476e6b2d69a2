% Mutual tail recursion (even/odd) 1,000,000 deep.
:- initialization(main).
even(0) :- !.
even(N) :- N1 is N - 1, odd(N1).
odd(0) :- !, fail.
odd(N) :- N1 is N - 1, even(N1).
main :- ( even(1000000) -> write(even) ; write(odd) ), nl, ( even(999999) -> write(even) ; write(odd) ), nl, halt.
