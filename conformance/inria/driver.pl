% driver.pl runs one goal of the INRIA ISO conformance suite.
%
% Standard input holds test terms of one suite file, [Goal, Expected],
% in the file's order, up to the one to check, which follows the atom
% `check`. The earlier ones run first and their results are ignored (some
% goals rely on the database or flags that earlier goals of their file
% changed); then the driver prints `pass`, or `fail` with what it got and
% what was expected.
%
% Expected is `success` (one solution binding nothing), `failure`, an
% error term (the first argument of the ball error(E, _), which may be
% more instantiated than the expected one), or a list of
% substitutions [[X <-- a, Y <-- b], ...], one per solution, matched in
% any order; a variable bound to another or to a term holding variables
% matches up to renaming; anonymous variables are not compared. The outcomes of a goal are found with findall/3
% around catch/3, so an error after some solutions is one more outcome,
% as in the suite's own driver.
%
% Written for microjit's conformance runner (conformance/external_prolog.go);
% it uses only ISO builtins and runs unchanged on GNU Prolog and
% SWI-Prolog.

:- op(20, xfx, <--).
:- dynamic(bar/1).
:- dynamic(foo/1).
:- initialization(main).

main :-
    run,
    halt.

% run reads and runs the earlier tests, then checks the one after the
% atom check. Each term is read after the goals before it ran, as the
% suite's driver does: some tests read text after others set the
% double_quotes flag.
run :-
    reset_flags,
    read(T),
    (   T == end_of_file
    ->  write('no test after check on standard input'), nl
    ;   T == check
    ->  read_term(Test, [variable_names(TestNames)]),
        verdict(Test, TestNames)
    ;   run_quietly(T),
        run
    ).

run_quietly([G|_]) :-
    catch(quietly(findall(x, G, _)), _, true), !.
run_quietly(_).

% Some goals change flags; every goal starts from the defaults.
reset_flags :-
    set_prolog_flag(unknown, error).

verdict([G, Expected], Names) :-
    named_variables(G, Names, Vs),
    outcomes(G, Vs, Outs),
    (   agrees(Outs, Vs, Expected)
    ->  write(pass)
    ;   write('fail: got '), writeq(Outs),
        write(', expected '), writeq(Expected)
    ),
    nl.

% named_variables(+Goal, +Names, -Vars): the variables of Goal that have
% a name in the test's text. Anonymous ones (_) are not compared: the
% expectations leave them out.
named_variables(G, Names, Vs) :-
    term_variables(G, GVs),
    named(GVs, Names, Vs).

named([], _, []).
named([V|Vs], Names, Named) :-
    (   has_name(V, Names)
    ->  Named = [V|Rest]
    ;   Named = Rest
    ),
    named(Vs, Names, Rest).

has_name(V, [_ = W|Names]) :-
    (   V == W
    ->  true
    ;   has_name(V, Names)
    ).

% outcomes(+Goal, +Vars, -Outcomes): each outcome is success, sol(Values)
% (Vars' values in one solution that binds some of them), the error term
% of an error, or unexpected_ball(B).
outcomes(G, Vs, Outs) :-
    quietly(findall(R, catch((call(G), R = sol(Vs)), B, R = ball(B)), Rs)),
    (   Rs == []
    ->  Outs = [failure]
    ;   outcome_list(Rs, Vs, Outs)
    ).

% quietly(+Goal) runs Goal once with its output to the current output
% stream thrown away: the suite checks outcomes, and some goals write
% (call((write(3), X))), which would end up in the verdict line.
quietly(G) :-
    current_output(Out),
    open('/dev/null', write, Null),
    set_output(Null),
    (   catch(G, B, true) -> true ; B = failed ),
    set_output(Out),
    close(Null),
    (   var(B) -> true
    ;   B == failed -> fail
    ;   throw(B)
    ).

outcome_list([], _, []).
outcome_list([R|Rs], Vs, [O|Os]) :-
    outcome(R, Vs, O),
    outcome_list(Rs, Vs, Os).

outcome(sol(V), Vs, success) :-
    variant(V, Vs), !.
outcome(sol(V), _, sol(V)).
outcome(ball(error(E, _)), _, E) :- !.
outcome(ball(B), _, unexpected_ball(B)).

% agrees(+Outcomes, +Vars, +Expected)
agrees(Outs, Vs, Expected) :-
    Expected = [_|_], !,
    match_all(Expected, Vs, Outs).
agrees([O], _, Expected) :-
    subsumes_term(Expected, O).

match_all([], _, []).
match_all([Sub|Subs], Vs, Outs) :-
    select_match(Sub, Vs, Outs, Rest),
    match_all(Subs, Vs, Rest).

select_match(Sub, Vs, [O|Os], Os) :-
    matches(Sub, Vs, O), !.
select_match(Sub, Vs, [O|Os], [O|Rest]) :-
    select_match(Sub, Vs, Os, Rest).

matches(success, _, success) :- !.
matches(Sub, Vs, sol(V)) :-
    Sub = [_|_],
    copy_term(Vs-Sub, Vs1-Sub1),
    bind_all(Sub1),
    variant(V, Vs1).
matches([], _, success).

bind_all([]).
bind_all([X <-- T|Subs]) :-
    X = T,
    bind_all(Subs).

% variant(A, B): A and B are equal up to renaming their variables.
variant(A, B) :-
    \+ \+ ( copy_term(A, A1),
            copy_term(B, B1),
            numbervars(A1, 0, N),
            numbervars(B1, 0, N),
            A1 == B1
          ).
