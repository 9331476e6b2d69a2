% library(dcg/high_order): sequence//2,3,5, optional//2, foreach//2,3.
:- use_module(library(dcg/basics)).
% Expected output from swipl 9.0.4.
:- use_module(library(dcg/basics)).
:- use_module(library(dcg/high_order)).
t(G) :- catch(forall(G, (print(G), nl)), E, (print(ex(E)), nl)), write(--), nl.
d(X) --> digit(X).
% fe(G): what the grammar body G writes.
fe(G) :- ( phrase(G, C) -> atom_codes(A, C), print(A) ; write(failed) ), nl.
main :-
  t(phrase(sequence(d, ",", L), `x`, R)),
  t(phrase(sequence(d, ",", L), `1x`, R)),
  t(phrase(sequence(d, ",", L), `1,x`, R)),
  t(phrase(sequence(d, ",", L), `1,2`, R)),
  t(phrase(sequence("(", d, ",", ")", L), `()`, R)),
  t(phrase(sequence("(", d, ",", ")", L), `(1,2)(`, R)),
  t(phrase(sequence(d, L), `1,2`, R)),
  t(phrase(optional(d(_D), []), `12`, R)),
  fe(foreach(member(X, [1,2,3]), d(X))), fe(foreach(member(X, [1,2,3]), integer(X), ", ")), fe(foreach(member(X, [a,b]), atom(X))),
  fe(foreach(member(X, []), d(X), ",")),
  t(phrase(optional([0'a], [0'b]), `c`, R)),
  t(phrase(sequence(d, ", ", L), `1, 2`, R)).
:- initialization((main, halt)).
