% read/1 from standard input until end_of_file.
:- initialization(main).
loop :- read(T), ( T == end_of_file -> true ; writeq(T), nl, loop ).
main :- loop, halt.
