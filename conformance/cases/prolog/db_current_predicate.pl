% current_predicate/1 for user predicates.
:- initialization(main).
foo(1). foo(2).
bar(_, _).
:- dynamic(baz/0).
main :- ( current_predicate(foo/1) -> write(yes) ; write(no) ), nl,
    ( current_predicate(bar/N) -> write(N) ; write(no) ), nl,
    ( current_predicate(nothere/_) -> write(yes) ; write(no) ), nl,
    findall(A, current_predicate(foo/A), As), write(As), nl, halt.
