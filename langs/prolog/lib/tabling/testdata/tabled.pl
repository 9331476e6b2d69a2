:- table path/2.
path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).
edge(a, b). edge(b, c). edge(c, a). edge(c, d).
:- table fib/2.
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, N1 is N-1, N2 is N-2, fib(N1, F1), fib(N2, F2), F is F1+F2.
:- table conn(_,_,min).
conn(X, Y, 1) :- edge(X, Y).
conn(X, Y, N) :- conn(X, Z, N0), edge(Z, Y), N is N0+1.
:- table even/1, odd/1.
even(0).
even(N) :- N > 0, M is N-1, odd(M).
odd(N) :- N > 0, M is N-1, even(M).
:- table p/1, q/1.
p(X) :- q(X).
p(a).
q(X) :- p(X).
q(b).
:- table r/1.
r(X) :- r(X).
r(1).
r(f(_)).
:- table bad/1.
bad(X) :- X is foo + 1.
:- table s/2.
s(X, Y) :- s(Y, X).
s(1, 2).
