% SWI-Prolog's autoloaded DEC-10 and backcomp predicates: put/1,2,
% get0/1, get/1 (skips layout), skip/1, display/1, flush/0, ttyflush/0,
% string_to_list/2, checklist/2, sublist/3, concat/3; and ?- G in a file,
% a directive as :- G. Input from swi_backcomp.in; expected output from
% swipl 9.0.4.
?- write(query_directive), nl.
:- initialization(main).
main :-
    put(0'a), put(b), put(user_output, 0'c), nl,
    get0(C1), get(C2), skip(0'x), get0(C3), skip(0'q), get0(C4),
    print([C1, C2, C3, C4]), nl,
    display(f(1+2, -(3), a:b, "s")), nl,
    flush, ttyflush,
    string_to_list("hi", L), print(L), nl,
    ( checklist(atom, [a, b]) -> writeln(all_atoms) ; writeln(not_all) ),
    sublist(integer, [a, 1, b, 2], S), print(S), nl,
    concat(ab, cd, A), print(A), nl,
    halt.
