% How quoted text escapes a character it cannot show, as SWI-Prolog 9
% does: print/1, format's ~p, the toplevel and write_term/2 (its flag
% character_escapes_unicode is true) write \uXXXX (\UXXXXXXXX beyond
% U+FFFF), writeq/1, write_canonical/1 and ~q ISO's \xHEX\;
% write_term's character_escapes_unicode(Bool) chooses.
:- initialization(main).
main :- atom_codes(A, [1]), atom_codes(B, [0'a, 7, 0'b, 127, 200, 0'\n, 0x2028, 0xE0001]),
    forall(member(X, [A, B, "s\u0002", f(A, "x\u0003")]),
      ( print(X), nl, writeq(X), nl, write_canonical(X), nl, format("~q ~p~n", [X, X]),
        write_term(X, [quoted(true)]), nl,
        write_term(X, [quoted(true), character_escapes_unicode(false)]), nl,
        write_term(X, [quoted(true), character_escapes_unicode(true)]), nl,
        write_term(X, [quoted(true), portray(true)]), nl )),
    halt.
