% SWI-Prolog's dialect (double_quotes=string): a string in a grammar body,
% a pushback or phrase/2,3 is a terminal list of character codes.
:- initialization(main).
greeting --> "hello", sep, name.
sep --> " ", !, sep.
sep --> [].
name --> "world".
name --> "prolog".
peek, "x" --> "y".
main :-
    ( phrase(greeting, `hello   prolog`) -> writeln(yes) ; writeln(no) ),
    phrase(peek, `yz`, R), atom_codes(A, R), writeln(A),
    phrase("ab", L), print(L), nl,
    ( phrase("é", [233]) -> writeln(unicode) ; writeln(no_unicode) ),
    halt.
