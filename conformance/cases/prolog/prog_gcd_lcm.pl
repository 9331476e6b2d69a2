% Euclid's algorithm, checked against gcd/2.
:- initialization(main).
euclid(A, 0, A) :- !.
euclid(A, B, G) :- R is A mod B, euclid(B, R, G).
main :- forall(member(A-B, [12-18, 17-5, 1071-462, 0-7]), (euclid(A, B, G), G2 is gcd(A, B), L is A * B // max(G, 1), write(A-B: G/G2/L), nl)), halt.
