% code_type/2 as SWI-Prolog classifies characters (the C library's
% wide-character classes): for each type, the codes among 0-255 and a few
% others that have it; format/3 and with_output_to/2 into the difference
% lists codes(C, T) and chars(C, T). Expected output from swipl 9.0.4.
:- initialization(main).
cs(C) :- between(0, 255, C) ; member(C, [0x3b1, 0x391, 0x2003, 0x2028]).
types([alpha, alnum, csym, csymf, digit(_), space, white, upper, lower, punct,
       graph, print, cntrl, ascii, end_of_line, newline, period, quote,
       xdigit(_), upper(_), lower(_), to_lower(_), to_upper(_),
       prolog_var_start, prolog_atom_start, prolog_identifier_continue,
       prolog_symbol]).
main :-
    types(Ts),
    forall(member(T, Ts),
           ( findall(C-T, (cs(C), code_type(C, T)), L),
             functor(T, N, _), write(N), write(': '), print(L), nl )),
    catch(code_type(0'a, paren), error(E, _), (print(E), nl)),
    char_type(a, to_lower(U)), char_type('B', upper(Lo)), print(U-Lo), nl,
    format(codes(Cs, Tail), '~w-~a', [1, x]), Tail = `!`, atom_codes(A, Cs), print(A), nl,
    format(chars(Ch, []), '~d', [42]), print(Ch), nl,
    with_output_to(codes(W, [0'z]), write(ab)), atom_codes(B, W), print(B), nl,
    halt.
