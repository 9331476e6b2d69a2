% sub_atom/5 enumerates in SWI-Prolog's order (by start, then by length) with any of
% Before, Length, After known, made one solution at a time on backtracking.
:- initialization(main).
main :- X = abc,
  forall(member(G-T, [sub_atom(X, B, L, A, S)-(B/L/A/S), sub_atom(X, 1, L, A, S)-(L/A/S), sub_atom(X, B, 2, A, S)-(B/A/S),
     sub_atom(X, B, L, 1, S)-(B/L/S), sub_atom(X, 1, 1, A, S)-(A/S), sub_atom(X, B, 1, 1, S)-(B/S), sub_atom(X, 4, L, A, S)-(L/A/S),
     sub_atom(X, B, 9, A, S)-(B/A/S), sub_atom(X, 3, L, A, S)-(L/A/S), sub_atom('', B, L, A, S)-(B/L/A/S), sub_atom(X, 1, 1, 1, S)-S,
     sub_atom(X, 0, 1, 1, S)-S, sub_atom(X, B, L, A, b)-(B/L/A), sub_atom(X, B, L, A, S)-x]),
     (findall(T, G, R), write(R), nl)),
  (sub_atom(X, B0, 1, _, S0) -> write(B0-S0) ; true), nl, halt.
