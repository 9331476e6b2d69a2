% Primes below 200 by trial division, and the 1000th prime.
:- initialization(main).
prime(2).
prime(N) :- between(3, inf, N), N mod 2 =:= 1, \+ has_factor(N, 3).
has_factor(N, F) :- F * F =< N, ( N mod F =:= 0 -> true ; F2 is F + 2, has_factor(N, F2) ).
main :- findall(P, (prime(P), (P > 200 -> !, fail ; true)), Ps), write(Ps), nl,
    nth_prime(1000, P1000), write(P1000), nl, halt.
nth_prime(K, P) :- nth_prime(K, 2, P).
nth_prime(K, N, P) :- ( \+ has_factor(N, 2), (N =:= 2 ; N mod 2 =:= 1) -> K1 is K - 1, ( K1 =:= 0 -> P = N ; N1 is N + 1, nth_prime(K1, N1, P) ) ; N1 is N + 1, nth_prime(K, N1, P) ).
