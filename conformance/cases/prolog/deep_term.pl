% Deep terms: unifying, comparing and copying a 100,000-deep nest.
:- initialization(main).
nest(0, x) :- !.
nest(N, f(T)) :- N1 is N - 1, nest(N1, T).
main :- nest(100000, A), nest(100000, B), ( A == B -> write(equal) ; write(different) ), nl,
    copy_term(A, C), ( A = C -> write(unified) ; write(no) ), nl, halt.
