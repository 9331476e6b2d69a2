% The double_quotes flag: codes (default), chars, atom.
:- initialization(main).
:- set_prolog_flag(double_quotes, codes).
a("hi").
:- set_prolog_flag(double_quotes, chars).
b("hi").
:- set_prolog_flag(double_quotes, atom).
c("hi").
main :- a(A), b(B), c(C), writeq([A, B, C]), nl, halt.
