% SWI-Prolog's builtins that are written best in Prolog (package
% system's Go builtins are the others).

:- module(system, [writeln/1, writeln/2, apply/2, foreach/2, setarg/3,
                   prolog_flag/2, call_with_depth_limit/3, pow/3]).



writeln(X) :-
    write(X),
    nl.
writeln(S, X) :-
    write(S, X),
    nl(S).

% apply(Goal, Args) calls Goal with Args added.
apply(G, Args) :-
    G =.. L0,
    append(L0, Args, L),
    G1 =.. L,
    call(G1).

% foreach(Generator, Goal): the conjunction of the instances of Goal
% for every solution of Generator; the variables of Goal that are not
% Generator's are shared by all of them. Each solution is the values
% of Generator's variables (a row, found by findall/3); its instance of
% Goal is Goal with each of those variables replaced by its value, the
% other variables kept. Generator runs to the end before the first
% instance of Goal, as in SWI-Prolog 9.
foreach(Generator, Goal) :-
    term_variables(Generator, Vars),
    findall(Vars, Generator, Rows),
    foreach_rows_(Rows, Vars, Goal).

foreach_rows_([], _, _).
foreach_rows_([Row|Rows], Vars, Goal) :-
    subst_vars_(Goal, Vars, Row, Instance),
    call(Instance),
    foreach_rows_(Rows, Vars, Goal).

% subst_vars_(T, Vars, Values, T1): T1 is T with each variable of Vars
% replaced by the value at its place in Values.
subst_vars_(T, Vars, Values, T1) :-
    (   var(T)
    ->  var_value_(Vars, Values, T, T1)
    ;   compound(T)
    ->  T =.. [F|Args],
        subst_args_(Args, Vars, Values, Args1),
        T1 =.. [F|Args1]
    ;   T1 = T
    ).

subst_args_([], _, _, []).
subst_args_([A|As], Vars, Values, [A1|As1]) :-
    subst_vars_(A, Vars, Values, A1),
    subst_args_(As, Vars, Values, As1).

% var_value_(Vars, Values, V, Value): Value is at V's place in Values,
% or V itself when V is not among Vars.
var_value_([], [], V, V).
var_value_([X|Xs], [Y|Ys], V, Value) :-
    (   X == V
    ->  Value = Y
    ;   var_value_(Xs, Ys, V, Value)
    ).

% setarg/3: nb_setarg/3 undone on backtracking.
setarg(N, T, V) :-
    arg(N, T, Old),
    nb_setarg(N, T, V),
    (   true
    ;   nb_setarg(N, T, Old),
        fail
    ).

prolog_flag(Flag, Value) :-
    current_prolog_flag(Flag, Value).

% pow/3 is library(quintus)'s.
pow(X, Y, Z) :-
    Z is X**Y.

% call_with_depth_limit(Goal, Limit, Result) proves Goal as an
% interpreter of its clauses (clause/2) that counts the depth of the
% recursion: Result is the deepest level reached (Goal at 1), or
% depth_limit_exceeded when a proof needs more than Limit levels.
% Builtins and library predicates count as one level and are called
% directly; a cut in a clause body cuts that clause's alternatives.
call_with_depth_limit(Goal, Limit, Result) :-
    must_be(nonneg, Limit),
    nb_setval('$depth_max', 0),
    catch(dl_call_(Goal, 1, Limit), dl_exceeded_, Exceeded = true),
    (   Exceeded == true
    ->  Result = depth_limit_exceeded
    ;   nb_getval('$depth_max', Result)
    ).

dl_call_(G, _, _) :-
    var(G),
    !,
    throw(error(instantiation_error, _)).
dl_call_(true, _, _) :-
    !.
dl_call_(!, _, _) :-
    !.
dl_call_((A, B), D, L) :-
    !,
    dl_call_(A, D, L),
    dl_call_(B, D, L).
dl_call_((C -> T ; E), D, L) :-
    !,
    (   dl_call_(C, D, L)
    ->  dl_call_(T, D, L)
    ;   dl_call_(E, D, L)
    ).
dl_call_((A ; B), D, L) :-
    !,
    (   dl_call_(A, D, L)
    ;   dl_call_(B, D, L)
    ).
dl_call_((C -> T), D, L) :-
    !,
    (   dl_call_(C, D, L)
    ->  dl_call_(T, D, L)
    ).
dl_call_(\+ G, D, L) :-
    !,
    \+ dl_call_(G, D, L).
dl_call_(G, D, L) :-
    dl_level_(D, L),
    (   predicate_property(G, dynamic)
    ->  dl_clauses_(G, D, L)
    ;   predicate_property(G, built_in)
    ->  call(G)
    ;   catch(clause(G, _), _, fail)
    ->  dl_clauses_(G, D, L)
    ;   call(G)
    ).

dl_level_(D, L) :-
    (   D > L
    ->  throw(dl_exceeded_)
    ;   true
    ),
    nb_getval('$depth_max', M),
    (   D > M
    ->  nb_setval('$depth_max', D)
    ;   true
    ).

% dl_clauses_(G, D, L) proves G by its clauses at level D + 1: a cut
% at the top of a clause body's conjunction cuts the clause's
% alternatives; later cuts of the body are taken as true.
dl_clauses_(G, D, L) :-
    D1 is D + 1,
    clause(G, Body),
    (   dl_cut_(Body, Before, After)
    ->  dl_call_(Before, D1, L),
        !,
        dl_call_(After, D1, L)
    ;   dl_call_(Body, D1, L)
    ).

dl_cut_(!, true, true).
dl_cut_((!, B), true, B) :-
    !.
dl_cut_((A, B), (A, Before), After) :-
    dl_cut_(B, Before, After).
