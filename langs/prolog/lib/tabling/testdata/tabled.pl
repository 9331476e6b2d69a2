:- table reach/2.
reach(X, Y) :- reach(X, Z), route(Z, Y).
reach(X, Y) :- route(X, Y).
route(oslo, rome). route(rome, lima). route(lima, oslo). route(lima, cairo).
route(cairo, cairo).
:- table lucas/2.
lucas(0, 2).
lucas(1, 1).
lucas(N, L) :- N > 1, succ(A, N), succ(B, A), lucas(A, LA), lucas(B, LB), plus(LA, LB, L).
:- table hops(_,_,min).
hops(X, Y, 1) :- route(X, Y).
hops(X, Y, N) :- hops(X, Z, N0), route(Z, Y), succ(N0, N).
:- table zero_mod3/1, one_mod3/1, two_mod3/1.
zero_mod3(0).
zero_mod3(N) :- N > 0, M is N-1, two_mod3(M).
one_mod3(N) :- N > 0, M is N-1, zero_mod3(M).
two_mod3(N) :- N > 0, M is N-1, one_mod3(M).
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
