% Fibonacci numbers across the int64 boundary.
:- initialization(main).
fib(N, F) :- fib(N, 0, 1, F).
fib(0, A, _, A) :- !.
fib(N, A, B, F) :- N1 is N - 1, C is A + B, fib(N1, B, C, F).
main :- forall(member(N, [10, 50, 90, 92, 93, 100, 200]), (fib(N, F), write(N = F), nl)), halt.
