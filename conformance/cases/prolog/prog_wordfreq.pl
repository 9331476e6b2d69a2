% Word frequencies of standard input with msort and grouping.
:- initialization(main).
read_words(Ws) :- read_term(T, []), ( T == end_of_file -> Ws = [] ; Ws = [T|Rest], read_words(Rest) ).
count([], []).
count([W|Ws], [W-N|Cs]) :- take(W, Ws, 1, N, Rest), count(Rest, Cs).
take(W, [W|Ws], N0, N, Rest) :- !, N1 is N0 + 1, take(W, Ws, N1, N, Rest).
take(_, Ws, N, N, Ws).
main :- read_words(Ws), msort(Ws, S), count(S, C), forall(member(W-N, C), (write(W: N), nl)), halt.
