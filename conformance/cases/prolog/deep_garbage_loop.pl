% A long loop that builds and drops structures runs in bounded memory.
:- initialization(main).
loop(0) :- !.
loop(N) :- length(L, 100), maplist(=(x), L), N1 is N - 1, loop(N1).
main :- loop(100000), write(done), nl, halt.
