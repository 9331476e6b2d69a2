% when/2 as SWI-Prolog's library(when): when(Condition, Goal) runs Goal
% once Condition holds: nonvar(X), ground(X), ?=(X, Y), and their
% conjunctions (,) and disjunctions (;).
%
% A goal waits on a variable in its when attribute, call(Goals), the
% conjunction of the goals to call when the variable is bound (each as
% when:Goal). A disjunction is or(Conditions) (condition/2 builds it as
% SWI-Prolog's '$eval_when_condition'/2 does); its goal runs once,
% through a variable bound to - when one of them fired.

:- module(when, [when/2]).

when(Cond, Goal) :-
    condition(Cond, Cond, Cond1),
    module_goal(Goal, QGoal),
    when_first(Cond1, QGoal).

module_goal(Goal, Goal) :-
    nonvar(Goal), Goal = M:_, atom(M), !.
module_goal(Goal, user:Goal).

% condition(Cond, Whole, Cond1): Cond checked and simplified: a
% condition that holds becomes true, a disjunction or(List). The errors
% are SWI-Prolog's, whose builtin '$eval_when_condition'/2 does this.
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

when_first(true, Goal) :- !,
    call(Goal).
when_first(nonvar(X), Goal) :- !,
    suspend(X, trigger_nonvar(X, Goal)).
when_first(Cond, Goal) :-
    trigger(Cond, Goal).

trigger(nonvar(X), Goal) :-
    trigger_nonvar(X, Goal).
trigger(ground(X), Goal) :-
    trigger_ground(X, Goal).
trigger(?=(X, Y), Goal) :-
    trigger_determined(X, Y, Goal).
trigger((A, B), Goal) :-
    trigger(A, when:trigger(B, Goal)).
trigger(or(Conds), Goal) :-
    trigger_each(Conds, when:check_disj(_Fired, Conds, Goal)).

trigger_nonvar(X, Goal) :-
    (   nonvar(X)
    ->  call(Goal)
    ;   suspend(X, trigger_nonvar(X, Goal))
    ).

trigger_ground(X, Goal) :-
    term_variables(X, Vs),
    (   Vs = [V|_]
    ->  suspend(V, trigger_ground(X, Goal))
    ;   call(Goal)
    ).

trigger_determined(X, Y, Goal) :-
    unifiable(X, Y, Unifier), !,
    (   Unifier == []
    ->  call(Goal)
    ;   put_attr(Det, when, det(trigger_determined(X, Y, Goal))),
        suspend_unifier(Unifier, wake_det(Det))
    ).
trigger_determined(_, _, Goal) :-
    call(Goal).

wake_det(Det) :-
    (   var(Det)
    ->  get_attr(Det, when, det(Goal)),
        del_attr(Det, when),
        Det = (-),
        call(Goal)
    ;   true
    ).

trigger_each([], _).
trigger_each([C|Cs], Goal) :-
    trigger(C, Goal),
    trigger_each(Cs, Goal).

check_disj(Fired, _, Goal) :-
    (   Fired == (-)
    ->  true
    ;   Fired = (-),
        call(Goal)
    ).

suspend_unifier([], _).
suspend_unifier([V=W|Unifier], Goal) :-
    suspend(V, Goal),
    (   var(W)
    ->  suspend(W, Goal)
    ;   true
    ),
    suspend_unifier(Unifier, Goal).

% suspend(V, Goal): Goal runs when V is bound.
suspend(V, Goal) :-
    (   get_attr(V, when, call(Goals))
    ->  put_attr(V, when, call((Goals, when:Goal)))
    ;   put_attr(V, when, call(when:Goal))
    ).

attr_unify_hook(call(Goal), Other) :-
    (   get_attr(Other, when, call(GOther))
    ->  del_attr(Other, when),
        call(Goal),
        call(GOther)
    ;   call(Goal)
    ).

% The residual goals: when(Condition, Goal) for each goal waiting, its
% condition rebuilt from the triggers it waits in (a disjunction is
% written once: its variable is bound to - as it is, in the findall/3 of
% copy_term/3 or frozen/2).
attribute_goals(V) -->
    { get_attr(V, when, Attr) },
    when_goals(Attr).

when_goals(det(trigger_determined(X, Y, G))) -->
    trigger_goal(?=(X, Y), G).
when_goals(call(Conj)) -->
    conj_goals(Conj).

conj_goals((A, B)) --> !,
    conj_goals(A),
    conj_goals(B).
conj_goals(when:G) -->
    waiting_goal(G).

waiting_goal(trigger_nonvar(X, G)) -->
    trigger_goal(nonvar(X), G).
waiting_goal(trigger_ground(X, G)) -->
    trigger_goal(ground(X), G).
waiting_goal(wake_det(_)) -->
    [].

trigger_goal(Cond, when:trigger(Inner, Goal)) --> !,
    trigger_goal((Cond, Inner), Goal).
trigger_goal(_, when:check_disj(Fired, _, _)) -->
    { Fired == (-) }, !,
    [].
trigger_goal(_, when:check_disj(-, Conds, Goal)) -->
    { Conds \== [] }, !,
    { disjunction(Conds, Cond) },
    trigger_goal(Cond, Goal).
trigger_goal(Cond, Goal) -->
    [when(Cond, Goal)].

disjunction([C], D) :- !,
    disjunct(C, D).
disjunction([C|Cs], (D;Ds)) :-
    disjunct(C, D),
    disjunction(Cs, Ds).

disjunct(or(Cs), D) :- !,
    disjunction(Cs, D).
disjunct((A, B), (DA, DB)) :- !,
    disjunct(A, DA),
    disjunct(B, DB).
disjunct(C, C).
