% library(plunit): the tests between begin_tests/1 and end_tests/1 run
% in order with run_tests/0,1, their setup and cleanup around them,
% forall once per solution; run_tests fails when a test failed. The
% report goes to stderr (one line of it checked in .exit); stdout shows
% what the bodies did and what run_tests answered.
:- use_module(library(plunit)).
:- initialization(main).

say(X) :- write(X), nl.

:- begin_tests(first).
test(one) :- say(one).
test(two, true(X == 2)) :- say(two), X = 2.
test(bad, true(X == 4)) :- say(bad), X is 1 + 2.
test(neg, fail) :- say(neg), fail.
test(ball, throws(oops)) :- say(ball), throw(oops).
test(err, error(type_error(_, _))) :- say(err), atom_length(f(x), _).
test(around, [setup(say(setup)), cleanup(say(cleanup))]) :- say(body).
test(each, [forall(member(X, [1, 2])), true(Y =:= X + 1)]) :- say(each(X)), Y is X + 1.
test(skipped, blocked(later)) :- say(never).
test(all, all(X == [a, b])) :- member(X, [a, b]).
:- end_tests(first).

:- begin_tests(second).
test(only) :- say(second_only).
test(other) :- say(second_other).
:- end_tests(second).

test(not_a_test).

main :-
    ( run_tests -> say(all_passed) ; say(some_failed) ),
    ( run_tests(second) -> say(second_passed) ; say(second_failed) ),
    ( run_tests(second:other) -> say(other_passed) ; say(other_failed) ),
    ( test(not_a_test) -> say(user_test_clause) ; true ),
    halt.
