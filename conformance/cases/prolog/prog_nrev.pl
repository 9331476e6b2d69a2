% Naive reverse of a 30-element list, 1000 times.
:- initialization(main).
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
range(N, N, [N]) :- !.
range(I, N, [I|T]) :- I1 is I + 1, range(I1, N, T).
bench(0, _) :- !.
bench(N, L) :- nrev(L, _), N1 is N - 1, bench(N1, L).
main :- range(1, 30, L), bench(1000, L), nrev(L, R), write(R), nl, halt.
