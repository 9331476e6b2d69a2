% library(dcg/basics) (use_module needed, as in SWI-Prolog): each rule
% parsing and, where SWI-Prolog's does, generating. Expected output from
% swipl 9.0.4.
:- use_module(library(dcg/basics)).
t(G) :- catch(forall(G, (print(G), nl)), E, (print(ex(E)), nl)), write(--), nl.
main :-
  t(phrase(blanks, `  \t\nx`, R)), t(phrase(whites, ` \t\nx`, R)), t(phrase(white, `\n`, R)),
  t(phrase(nonblanks(L), `ab c`, R)), t(phrase(nonblank(L), ` c`, R)),
  t(phrase(blanks_to_nl, `  \nx`, R)), t(phrase(blanks_to_nl, `  `, R)), t(phrase(blanks_to_nl, ` x`, R)),
  t(phrase(string(S), `abc`, R)), t(phrase((string(S), ","), `ab,c,d`, R)),
  t(phrase(string_without(`,`, S), `ab,c`, R)), t(phrase(string_without(",;", S), `ab;c`, R)),
  t(phrase(remainder(X), `abc`, R)),
  t(phrase(alpha_to_lower(L), `Ab`, R)), t(phrase(alpha_to_lower(L), `1b`, R)), t(phrase(alpha_to_lower(L), `_b`, R)), t(phrase(alpha_to_lower(0'a), X, [])),
  t(phrase(digits(D), `123x`, R)), t(phrase(digits(D), `x`, R)), t(phrase(digit(D), `7`, R)),
  t(phrase(integer(I), `-12x`, R)), t(phrase(integer(I), `+12`, R)), t(phrase(integer(I), `- 12`, R)), t(phrase(integer(I), `007`, R)),
  t(phrase(integer(42), C, [])), t(phrase(integer(-3), C, [])),
  t(phrase(float(F), `1.5e3x`, R)), t(phrase(float(F), `12`, R)), t(phrase(float(F), `1.e3`, R)), t(phrase(float(1.5), C, [])),
  t(phrase(number(N), `12`, R)), t(phrase(number(N), `1.25`, R)), t(phrase(number(N), `1e10`, R)), t(phrase(number(N), `1.5E-3z`, R)), t(phrase(number(N), `-7.`, R)),
  t(phrase(number(N), `2e`, R)), t(phrase(number(3), C, [])), t(phrase(number(2.5), C, [])),
  t(phrase(xinteger(I), `ff9g`, R)), t(phrase(xinteger(255), C, [])), t(phrase(xdigits(D), `1aZ`, R)), t(phrase(xdigit(_W), `C`, R)),
  t(phrase(eos, [], R)), t(phrase(eos, `a`, R)), t(phrase(eol, `\r\nx`, R)), t(phrase(eol, ``, R)), t(phrase(eol, `\rx`, R)),
  t(phrase(atom(hello), C, [])), t(phrase(atom(f(x)), C, [])), catch(phrase(atom(_), _, []), error(Err, _), (print(Err), nl)),
  t(phrase((integer(_A), blanks, ",", blanks, integer(_B)), `3 , 4`)),
  t(phrase(string_without(`\n`, S), [], R)), t(phrase(number(N), `0x1F`, R)), t(phrase(integer(N), `0'a`, R)), t(phrase(number(N), `1_000`, R)).
:- initialization((main, halt)).
