% The sieve of Eratosthenes over a list.
:- initialization(main).
sieve([], []).
sieve([P|Xs], [P|Ps]) :- exclude([X]>>(X mod P =:= 0), Xs, Ys), sieve(Ys, Ps).
main :- numlist(2, 100, L), sieve(L, Ps), write(Ps), nl, length(Ps, N), write(N), nl, halt.
