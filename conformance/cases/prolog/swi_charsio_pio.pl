% SWI-Prolog's autoloaded library(charsio) and library(pio): text of codes
% to and from terms and output; phrase_from_file/2 over this file itself
% and phrase_from_stream/2. Expected output from swipl 9.0.4.
:- use_module(library(dcg/basics)).
t(G) :- catch((G -> (copy_term(G, C), numbervars(C, 0, _), print(C)) ; write(failed)), error(E, _), print(E)), nl.
lines([L|Ls]) --> string_without("\n", L), "\n", !, lines(Ls).
lines([]) --> [].
main :-
  t(format_to_chars('~w-~w', [a,b], _)), t(format_to_chars('~a', [x], _, [0'!])),
  t(write_to_chars(f('A', "s"), _)), t(atom_to_chars(abc, _)), t(number_to_chars(12, _)), t(number_to_chars(x, _)),
  t(read_from_chars("f(X, Y).", _)), t(read_from_chars(`g(1)`, _)), t(read_from_chars("  ", _)),
  t(read_term_from_chars(`h(A, B)`, _, [variable_names(_)])),
  ( open_chars_stream(`a. b.`, S), read(S, T1), read(S, T2), close(S) -> print(T1-T2) ; true ), nl,
  t(with_output_to_chars(write(x), _)), t(with_output_to_chars(write(y), _, [])),
  file_(F), phrase_from_file(lines(Ls), F), length(Ls, N), print(lines(N)), nl,
  open(F, read, S2), phrase_from_stream(lines(Ls2), S2), close(S2), Ls2 = [First|_], atom_codes(A, First), print(A), nl.
:- prolog_load_context(file, F), assertz(file_(F)).
:- initialization((main, halt)).
