:- set_prolog_flag(double_quotes, codes).
% A grammar that reads a list of integers separated by commas.
:- initialization(main).
ints([I|Is]) --> int(I), ( "," -> ints(Is) ; { Is = [] } ).
int(I) --> digit(D), digits(Ds), { number_codes(I, [D|Ds]) }.
digits([D|Ds]) --> digit(D), !, digits(Ds).
digits([]) --> [].
digit(D) --> [D], { code_type(D, digit) }.
main :- phrase(ints(L), "12,3,456"), write(L), sum_list(L, S), write(' '), write(S), nl, halt.
