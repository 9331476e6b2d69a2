:- set_prolog_flag(double_quotes, codes).
% String literals in grammar bodies are code lists (double_quotes=codes).
:- initialization(main).
kw --> "let", ws.
ws --> " ", !, ws.
ws --> [].
ident([C|Cs]) --> [C], { C >= 0'a, C =< 0'z }, ident_rest(Cs).
ident_rest([C|Cs]) --> [C], { C >= 0'a, C =< 0'z }, !, ident_rest(Cs).
ident_rest([]) --> [].
main :- phrase((kw, ident(I)), "let   xyz", R), atom_codes(A, I), write(A-R), nl, halt.
