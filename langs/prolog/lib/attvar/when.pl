% when/2: when(Condition, Goal) runs Goal once Condition holds
% (library(when)): nonvar(X), ground(X), ?=(X, Y), and their
% conjunctions (,) and disjunctions (;).
%
% A waiting goal is a record: a fresh variable whose when attribute is
% pending(Condition, Goal), the condition still to hold. The variables
% whose binding could make it hold (the first variable of a nonvar or
% ground test, the unifier's of ?=, a conjunction's first part's, each
% disjunct's) have the when attribute watch(Records). Binding one of
% them evaluates its records' conditions again: a record whose
% condition holds is dropped and its goal called; the others wait on
% the variables of what is left of their condition.

:- module(when, [when/2]).

when(Cond, Goal) :-
    condition(Cond, Cond, Cond1),
    module_goal(Goal, QGoal),
    (   Cond1 == true
    ->  call(QGoal)
    ;   put_attr(Record, when, pending(Cond1, QGoal)),
        arm(Cond1, Record)
    ).

module_goal(Goal, Goal) :-
    nonvar(Goal), Goal = M:_, atom(M), !.
module_goal(Goal, user:Goal).

% condition(Cond, Whole, Cond1): Cond checked and simplified: a part
% that holds becomes true, a disjunction or(List). The errors are
% SWI-Prolog's, whose builtin '$eval_when_condition'/2 does this.
condition(C, _, _) :-
    var(C), !,
    throw(error(instantiation_error, context(system:'$eval_when_condition'/2, _))).
condition(nonvar(X), _, C) :- !,
    (   nonvar(X) -> C = true ; C = nonvar(X) ).
condition(ground(X), _, C) :- !,
    (   ground(X) -> C = true ; C = ground(X) ).
condition(?=(X, Y), _, C) :- !,
    (   ?=(X, Y) -> C = true ; C = ?=(X, Y) ).
condition((A, B), Whole, C) :- !,
    condition(A, Whole, CA),
    condition(B, Whole, CB),
    (   CA == true -> C = CB
    ;   CB == true -> C = CA
    ;   C = (CA, CB)
    ).
condition((A ; B), Whole, C) :- !,
    condition(A, Whole, CA),
    condition(B, Whole, CB),
    (   ( CA == true ; CB == true ) -> C = true
    ;   CA = or(As) -> ( CB = or(Bs) -> append(As, Bs, L) ; append(As, [CB], L) ), C = or(L)
    ;   CB = or(Bs) -> append(Bs, [CA], L), C = or(L)
    ;   C = or([CA, CB])
    ).
condition(_, Whole, _) :-
    throw(error(domain_error(when_condition, Whole), context(system:'$eval_when_condition'/2, _))).

% holds(Cond, Left): what is left of Cond now (true when it holds).
holds(nonvar(X), C) :- ( nonvar(X) -> C = true ; C = nonvar(X) ).
holds(ground(X), C) :- ( ground(X) -> C = true ; C = ground(X) ).
holds(?=(X, Y), C) :- ( ?=(X, Y) -> C = true ; C = ?=(X, Y) ).
holds((A, B), C) :-
    holds(A, CA),
    (   CA == true -> holds(B, C) ; C = (CA, B) ).
holds(or(Cs), C) :-
    (   member(D, Cs), holds(D, true) -> C = true ; C = or(Cs) ).

% arm(Cond, Record): the variables Cond waits on watch Record.
arm(nonvar(X), R) :-
    watch(X, R).
arm(ground(X), R) :-
    term_variables(X, [V|_]),
    watch(V, R).
arm(?=(X, Y), R) :-
    unifiable(X, Y, Unifier),
    arm_pairs(Unifier, R).
arm((A, _), R) :-
    arm(A, R).
arm(or(Cs), R) :-
    arm_all(Cs, R).

arm_all([], _).
arm_all([C|Cs], R) :-
    arm(C, R),
    arm_all(Cs, R).

arm_pairs([], _).
arm_pairs([V=W|Pairs], R) :-
    watch(V, R),
    (   var(W) -> watch(W, R) ; true ),
    arm_pairs(Pairs, R).

watch(V, R) :-
    (   get_attr(V, when, watch(Rs))
    ->  (   memberchk_eq(R, Rs) -> true ; append(Rs, [R], Rs1), put_attr(V, when, watch(Rs1)) )
    ;   put_attr(V, when, watch([R]))
    ).

memberchk_eq(X, [Y|Ys]) :-
    (   X == Y -> true ; memberchk_eq(X, Ys) ).

% wake(Records): a variable they wait on was bound.
wake([]).
wake([R|Rs]) :-
    (   get_attr(R, when, pending(Cond, Goal))
    ->  holds(Cond, Left),
        (   Left == true
        ->  del_attr(R, when),
            call(Goal)
        ;   put_attr(R, when, pending(Left, Goal)),
            arm(Left, R)
        )
    ;   true
    ),
    wake(Rs).

attr_unify_hook(watch(Rs), Other) :-
    (   var(Other), get_attr(Other, when, watch(ORs))
    ->  del_attr(Other, when),
        wake(Rs),
        wake(ORs)
    ;   wake(Rs)
    ).
attr_unify_hook(pending(_, _), _).

% The residual goals: when(Condition, Goal) with what is left of the
% condition, written once: a ?= test's by its record, the others' by
% the first variable they wait on (the record's attribute goes: the
% findall/3 of copy_term/3 or frozen/2 undoes that).
attribute_goals(V) -->
    (   { get_attr(V, when, pending(Cond, Goal)), Cond = ?=(_, _) }
    ->  { del_attr(V, when) },
        [when(Cond, Goal)]
    ;   { get_attr(V, when, watch(Rs)) }
    ->  watched_goals(Rs)
    ;   []
    ).

watched_goals([]) --> [].
watched_goals([R|Rs]) -->
    (   { get_attr(R, when, pending(Cond, Goal)), Cond \= ?=(_, _) }
    ->  { del_attr(R, when), written(Cond, Written) },
        [when(Written, Goal)]
    ;   []
    ),
    watched_goals(Rs).

% written(Cond, Written): a condition as the residual goal writes it (as
% SWI-Prolog does: a disjunction as (A;B;...), with the disjunctions in
% it; another condition as it is, or(List) inside a conjunction too).
written(or(Cs), W) :- !,
    disjunction(Cs, W).
written(C, C).

disjunction([C], W) :- !,
    disjunct(C, W).
disjunction([C|Cs], (W;Ws)) :-
    disjunct(C, W),
    disjunction(Cs, Ws).

disjunct(or(Cs), W) :- !,
    disjunction(Cs, W).
disjunct((A, B), (WA, WB)) :- !,
    disjunct(A, WA),
    disjunct(B, WB).
disjunct(C, C).
