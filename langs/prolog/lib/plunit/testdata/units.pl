% Units of tests for plunit_test.go: every kind of outcome run_tests/0
% reports. units.out is what swipl 9.0.4 prints for
%     swipl -g run_tests -t halt units.pl
% (stdout and stderr together), this file's path written @ and times T.
:- begin_tests(arith).
test(add) :- 2 =:= 1 + 1.
test(eq, true(X == 3)) :- X is 1 + 2.
test(bad, true(X == 4)) :- X is 1 + 2.
test(fails, fail) :- 1 =:= 2.
test(failing) :- 1 =:= 2.
test(throws, throws(error(type_error(_, _), _))) :- atom_length(f(x), _).
test(wrong_ball, throws(foo)) :- throw(bar).
test(no_ball, throws(foo)) :- true.
test(err) :- atom_length(_, _).
test(ball) :- throw(oops).
test(nondet) :- member(_, [1, 2]).
test(nondet_ok, [nondet, true(X == 1)]) :- member(X, [1, 2]).
test(all, all(X == [1, 2])) :- member(X, [1, 2]).
test(all_wrong, all(X == [1, 2])) :- member(X, [1, 3]).
test(set, set(X == [a, b])) :- member(X, [b, a, b]).
test(cmp, X =:= 4) :- X = 5.
test(unify, X = 4) :- X = 5.
test(error, error(instantiation_error)) :- atom_length(_, _).
test(vars, error(type_error(_, _))) :- atom_length(_, _).
:- end_tests(arith).

:- begin_tests(options).
test(blocked, blocked(not_yet)) :- fail.
test(condition, condition(fail)) :- fail.
test(setup, [setup(nb_setval(k, 1)), cleanup(nb_setval(k, 0))]) :- nb_getval(k, 1).
test(forall, [forall(member(X, [1, 2, 3])), true(Y =:= 2 * X)]) :- Y is X + X.
test(string, X == "s") :- X = "s".
test(fixme, fixme(later)) :- fail.
helper(1).
test(helper) :- helper(1).
:- end_tests(options).

:- begin_tests(passing).
test(a) :- true.
test(b) :- true.
:- end_tests(passing).
