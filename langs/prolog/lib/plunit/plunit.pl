% library(plunit): running the tests plunit.go keeps, and reporting on
% user_error as SWI-Prolog 9.0.4 does. The counts of a run are global
% variables: '$plunit_passed', '$plunit_failed' and '$plunit_blocked'
% (the blocked tests, newest first).

:- module(plunit, [begin_tests/1, begin_tests/2, end_tests/1,
                   run_tests/0, run_tests/1, '$plunit_add'/4]).

'$plunit_add'(Unit, Name, Options, Body) :-
    source_location(File, Line),
    '$plunit_store'(Unit, t(Name, Options, Body, File, Line)).

run_tests :-
    '$plunit_units'(Units),
    run_specs(Units).

run_tests(Spec) :-
    (   is_list(Spec) -> run_specs(Spec) ; run_specs([Spec]) ).

run_specs([]) :- !,
    format(user_error, "% No tests to run~n", []).
run_specs(Specs) :-
    nb_setval('$plunit_passed', 0),
    nb_setval('$plunit_failed', 0),
    nb_setval('$plunit_blocked', []),
    nb_setval('$plunit_fixme', false),
    nb_setval('$plunit_fixme_failed', 0),
    nb_setval('$plunit_fixme_passed', 0),
    forall(member(Spec, Specs), run_spec(Spec)),
    report.

run_spec(Unit:Test) :- !,
    run_unit(Unit:Test, Unit, Test).
run_spec(Unit) :-
    run_unit(Unit, Unit, _).

% run_unit(Header, Unit, Test): the tests of Unit named Test (all when
% Test is unbound).
run_unit(Header, Unit, Test) :-
    (   '$plunit_tests'(Unit, Options0-Tests)
    ->  options(Options0, Options),
        (   memberchk(blocked(_), Options) -> true
        ;   memberchk(condition(C), Options), \+ catch(C, _, fail) -> true
        ;   format(user_error, "% PL-Unit: ~w ", [Header]),
            nb_getval('$plunit_failed', F0),
            get_time(T0),
            (   memberchk(setup(S), Options) -> once(S) ; true ),
            forall(( member(t(Name, TO, Body, File, Line), Tests), Name = Test ),
                   run_test(Name, TO, Body, File:Line)),
            (   memberchk(cleanup(Cl), Options) -> ignore(catch(Cl, _, true)) ; true ),
            get_time(T1),
            T is T1 - T0,
            nb_getval('$plunit_failed', F1),
            (   F1 > F0
            ->  format(user_error, "**FAILED ~3f sec~n", [T])
            ;   format(user_error, " passed ~3f sec~n", [T])
            )
        )
    ;   print_message(error, plunit(no_such_unit(Unit)))
    ).

% options(Options0, Options): a test's options as a list, a comparison
% standing for true(Comparison).
options(O, Os) :-
    (   is_list(O) -> L = O ; L = [O] ),
    options_(L, Os).

options_([], []).
options_([O|Os], [X|Xs]) :-
    option(O, X),
    options_(Os, Xs).

option(O, true(O)) :- comparison(O), !.
option(false, fail) :- !.
option(error(E), throws(error(E, _))) :- !.
option(O, O).

comparison(O) :-
    compound(O), functor(O, Op, 2),
    memberchk(Op, [==, =, =:=, =@=, \==, \=, =\=, <, >, =<, >=, \=@=]).

run_test(Name, Options0, Body, Where) :-
    copy_term(t(Options0, Body), t(Options1, B)),
    options(Options1, Options),
    (   memberchk(blocked(Why), Options)
    ->  nb_getval('$plunit_blocked', Bl),
        nb_setval('$plunit_blocked', [b(Where, Name, Why)|Bl])
    ;   memberchk(condition(C), Options), \+ catch(C, _, fail)
    ->  true
    ;   memberchk(forall(Gen), Options)
    ->  forall(Gen, run_fixme(Name, Options, B, Where))
    ;   run_fixme(Name, Options, B, Where)
    ).

% run_fixme(Name, Options, Body, Where): a test flagged fixme(Why) is
% run without reports: - when it fails, + when it passes.
run_fixme(Name, Options, Body, Where) :-
    (   memberchk(fixme(_), Options)
    ->  nb_setval('$plunit_fixme', true),
        run_one(Name, Options, Body, Where),
        nb_getval('$plunit_fixme', R),
        nb_setval('$plunit_fixme', false),
        (   R == failed
        ->  format(user_error, "-", []), count('$plunit_fixme_failed')
        ;   format(user_error, "+", []), count('$plunit_fixme_passed')
        )
    ;   run_one(Name, Options, Body, Where)
    ).

count(Key) :-
    nb_getval(Key, N0), N is N0 + 1, nb_setval(Key, N).

run_one(Name, Options, Body, Where) :-
    \+ \+ ( (   memberchk(setup(S), Options) -> once(S) ; true ),
            expected(Options, Expect),
            outcome(Expect, Name, Options, Body, Where),
            (   memberchk(cleanup(C), Options) -> ignore(catch(C, _, true)) ; true )
          ).

expected(Options, Expect) :-
    (   member(O, Options), expectation(O) -> Expect = O ; Expect = true(true) ).

expectation(true(_)).
expectation(fail).
expectation(throws(_)).
expectation(all(_)).
expectation(set(_)).

% outcome(Expect, Name, Options, Body, Where) runs Body and reports.
outcome(true(Cmp), Name, Options, Body, Where) :-
    catch(run_det(Body, Det), E, true),
    (   nonvar(E)
    ->  raised(Name, Where, E)
    ;   var(Det)
    ->  failure(Where, "test ~w: failed"-[Name], [], true)
    ;   catch(Cmp, _, fail)
    ->  (   Det == false, \+ memberchk(nondet, Options)
        ->  Where = File:Line,
            format(user_error, "~NWarning: ~w:~w:~n\tPL-Unit: Test ~w: Test succeeded with choicepoint~n",
                   [File, Line, Name]),
            passed
        ;   dot
        )
    ;   Cmp =.. [Op, Got, Want],
        failure(Where, "test ~w: wrong answer (compared using ~w)"-[Name, Op],
                ['    Expected: '-Want, '    Got:      '-Got], false)
    ).
outcome(fail, Name, _, Body, Where) :-
    get_time(T0),
    (   catch(Body, E, true)
    ->  (   nonvar(E)
        ->  raised(Name, Where, E)
        ;   get_time(T1), T is T1 - T0,
            failure(Where, "test ~w: must fail but succeeded in ~2f seconds"-[Name, T], [], true)
        )
    ;   dot
    ).
outcome(throws(Want), Name, _, Body, Where) :-
    (   catch((Body, Got = '$none'), Got, true)
    ->  (   Got == '$none'
        ->  failure(Where, "test ~w: no_exception"-[Name], [], true)
        ;   subsumes_term(Want, Got)
        ->  dot
        ;   failure(Where, "test ~w: wrong error"-[Name],
                    ['    Expected: '-Want, '    Got:      '-Got], false)
        )
    ;   failure(Where, "test ~w: failed"-[Name], [], true)
    ).
outcome(all(Cmp), Name, _, Body, Where) :-
    run_all(Cmp, all, Name, Body, Where).
outcome(set(Cmp), Name, _, Body, Where) :-
    run_all(Cmp, set, Name, Body, Where).

run_all(Cmp, Kind, Name, Body, Where) :-
    Cmp =.. [Op, X, Want],
    catch(findall(X, Body, Xs0), E, true),
    (   nonvar(E)
    ->  raised(Name, Where, E)
    ;   ( Kind == set -> sort(Xs0, Xs) ; Xs = Xs0 ),
        Test =.. [Op, Xs, Want],
        (   catch(Test, _, fail)
        ->  dot
        ;   format(string(What), "test ~~w: wrong \"~w\" answer:", [Kind]),
            failure(Where, What-[Name], ['    Expected: '-Want, '       Found: '-Xs], false)
        )
    ).

% run_det(Goal, Det): Goal's first solution; Det is true when it left
% no choicepoint, false otherwise (unbound when Goal failed).
run_det(Goal, Det) :-
    call_cleanup(Goal, Done = true),
    (   Done == true -> Det = true ; Det = false ),
    !.
run_det(_, _).

raised(Name, Where, error(F, C)) :- !,
    '$plunit_message'(error(F, C), [Line|_]),
    failure(Where, "test ~w: received error: ~w"-[Name, Line], [], false).
raised(Name, Where, E) :-
    failure(Where, "test ~w: ~p"-[Name, E], [], true).

passed :-
    (   nb_getval('$plunit_fixme', true) -> true ; count('$plunit_passed') ).

dot :-
    (   nb_getval('$plunit_fixme', true) -> true
    ;   count('$plunit_passed'), format(user_error, ".", [])
    ).

% failure(File:Line, Format-Args, Values, Blank): the report of a test
% that failed: its place, what went wrong, Text-Term lines, and an empty
% line after when Blank is true.
failure(_, _, _, _) :-
    nb_getval('$plunit_fixme', true), !,
    nb_setval('$plunit_fixme', failed).
failure(File:Line, Fmt-Args, Values, Blank) :-
    nb_getval('$plunit_failed', N0), N is N0 + 1, nb_setval('$plunit_failed', N),
    format(user_error, "~NERROR: ~w:~w:~n\t", [File, Line]),
    format(user_error, Fmt, Args),
    nl(user_error),
    \+ \+ ( terms(Values, Ts), numbervars(Ts, 0, _),
            forall(member(Text-T, Values), format(user_error, "ERROR: ~w~p~n", [Text, T])) ),
    (   Blank == true -> nl(user_error) ; true ).

terms([], []).
terms([_-T|Vs], [T|Ts]) :- terms(Vs, Ts).

report :-
    nb_getval('$plunit_passed', P),
    nb_getval('$plunit_failed', F),
    nb_getval('$plunit_blocked', Bl0),
    reverse(Bl0, Bl),
    length(Bl, NB),
    (   NB =:= 0 -> true
    ;   (   NB =:= 1
        ->  format(user_error, "% one test is blocked:~n", [])
        ;   format(user_error, "% ~D tests are blocked:~n", [NB])
        ),
        forall(member(b(File:Line, Name, Why), Bl),
               format(user_error, "% ~w:~w:~n\ttest ~w: ~w~n", [File, Line, Name, Why]))
    ),
    nb_getval('$plunit_fixme_failed', XF),
    nb_getval('$plunit_fixme_passed', XP),
    (   XF + XP =:= 0 -> true
    ;   XP =:= 0
    ->  format(user_error, "% all ~D tests flagged FIXME failed~n", [XF])
    ;   format(user_error, "% FIXME: ~D failed; ~D passed~n", [XF, XP])
    ),
    (   F > 0
    ->  (   F =:= 1
        ->  format(user_error, "% 1 test failed~n", [])
        ;   format(user_error, "% ~D tests failed~n", [F])
        ),
        format(user_error, "% ~D tests passed~n", [P]),
        fail
    ;   NB > 0
    ->  format(user_error, "% ~D tests passed~n", [P])
    ;   P =:= 1
    ->  format(user_error, "% test passed~n", [])
    ;   format(user_error, "% All ~D tests passed~n", [P])
    ).
