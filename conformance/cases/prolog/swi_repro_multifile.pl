% Issue 38's reproduction: multifile/1 as a prefix operator and a declaration.
:- multifile(p/1).
:- multifile q/1.

p(1).

main :- p(X), write(X), nl, ( catch(q(_), _, fail) -> true ; write(no_q), nl ), halt.
:- initialization(main).
