% get_char/1, peek_char/1 and end of file.
:- initialization(main).
loop :- get_char(C), ( C == end_of_file -> write(eof), nl ; peek_char(N), writeq(C-N), nl, loop ).
main :- loop, halt.
