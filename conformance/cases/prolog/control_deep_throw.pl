% An exception unwinds through 100,000 frames of non-tail recursion.
:- initialization(main).
down(0) :- throw(bottom).
down(N) :- N1 is N - 1, down(N1), write(never).
main :- catch(down(100000), B, (write(caught(B)), nl)), halt.
