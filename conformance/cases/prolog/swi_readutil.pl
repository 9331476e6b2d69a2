% library(readutil) and read_string/3,5 as swipl 9.0.4 behaves, on
% user_input (swi_readutil.in) and, through prolog_load_context/2, on
% the file swi_readutil.in itself: lines without "\n" or "\r\n",
% end_of_file after the last, difference lists with the newline,
% separators and padding, whole files as strings, codes and terms;
% open_string/2.
:- prolog_load_context(directory, D),
   atom_concat(D, '/swi_readutil.in', F),
   read_file_to_string(F, S, []), string_length(S, N), print(N), nl,
   read_file_to_codes(F, Cs, []), length(Cs, N2), print(N2), nl,
   catch(read_file_to_terms(F, _, []), error(E, _), (print(E), nl)).
:- initialization(main).
main :-
    read_line_to_string(user_input, L1), print(L1), nl,
    read_string(user_input, ",", "", Sep, Part), print(Sep-Part), nl,
    read_line_to_codes(user_input, L2, T2), T2 = [], atom_codes(A2, L2), print(A2), nl,
    read_line_to_codes(user_input, L3), print(L3), nl,
    read_term(user_input, T, []), print(T), nl,
    read_string(user_input, "\n", " ", Sep2, Rest), print(Sep2-Rest), nl,
    read_string(user_input, 2, Two), print(Two), nl,
    read_stream_to_codes(user_input, Left), atom_codes(A3, Left), print(A3), nl,
    read_line_to_string(user_input, L4), print(L4), nl,
    read_line_to_codes(user_input, L5, T5), print(L5-T5), nl,
    open_string("x(1). \"s\".", SS), read(SS, X1), read(SS, X2), read(SS, X3), close(SS), print([X1, X2, X3]), nl,
    catch(read_file_to_string(no_such_file, _, []), error(E, _), (print(E), nl)),
    halt.
