% Attributed variables and coroutining: the wakeup the engine calls when
% attributed variables were bound, freeze/2, frozen/2 and copy_term/3
% (package attvar's Go builtins are the attribute primitives).

:- module(attvar, ['$wakeup'/1, freeze/2, frozen/2, copy_term/3,
                   '$attvar_residuals'/2]).

% '$wakeup'(Bound): each Attrs-Value is the attribute list of a variable
% just bound to Value; the modules' hooks run in the list's order.
'$wakeup'([]).
'$wakeup'([Attrs-Value|Bound]) :-
    run_hooks(Attrs, Value),
    '$wakeup'(Bound).

run_hooks([], _).
run_hooks(att(Module, AttVal, More), Value) :-
    (   Module == freeze
    ->  thaw(AttVal, Value)
    ;   '$attr_hook'(Module, attr_unify_hook(AttVal, Value), Hook),
        call(Hook)
    ),
    run_hooks(More, Value).

% thaw(Goals, Value): a frozen variable was bound to Value: its goals
% run, or wait on Value when it is a variable (after its own).
thaw(Goals, Value) :-
    (   attvar(Value)
    ->  (   get_attr(Value, freeze, Own)
        ->  put_attr(Value, freeze, '$and'(Own, Goals))
        ;   put_attr(Value, freeze, Goals)
        )
    ;   call_frozen(Goals)
    ).

call_frozen('$and'(First, Then)) :- !,
    call_frozen(First),
    call_frozen(Then).
call_frozen(Goal) :-
    call(Goal).

% freeze(Var, Goal) delays Goal, as user:Goal, until Var is bound.
freeze(Var, Goal) :-
    var(Var), !,
    (   nonvar(Goal), Goal = M:_, atom(M) -> Delayed = Goal ; Delayed = user:Goal ),
    (   get_attr(Var, freeze, Own)
    ->  put_attr(Var, freeze, '$and'(Own, Delayed))
    ;   put_attr(Var, freeze, Delayed)
    ).
freeze(_, Goal) :-
    call(Goal).

% copy_term(Term, Copy, Goals): Copy is Term with fresh variables and no
% attributes, Goals the residual goals of its attributes on the copy's
% variables. The goals are made in a findall/3 (a module's
% attribute_goals//1 may change attributes, not to write a goal twice),
% which also makes the copy, once the attributes are gone.
copy_term(Term, Copy, Goals) :-
    term_attvars(Term, AttVars),
    (   AttVars == []
    ->  Goals = [],
        copy_term(Term, Copy)
    ;   findall(Term-Gs, plain_residuals(Term, AttVars, Gs), [Copy-Goals])
    ).

plain_residuals(Term, AttVars, Goals) :-
    sort(AttVars, Ordered),
    residual_goals(Ordered, Goals, []),
    term_attvars(Term, Left),
    drop_attrs(Left).

drop_attrs([]).
drop_attrs([V|Vs]) :-
    del_attrs(V),
    drop_attrs(Vs).

% frozen(Term, Goal): the residual goals of the attributed variables of
% Term as a conjunction, sorted, on Term's own variables (true when
% there are none).
frozen(Term, Goal) :-
    term_attvars(Term, AttVars),
    (   AttVars == []
    ->  Goal = true
    ;   '$attvar_variables'(Term, Vars),
        findall(Vars-Gs, ( plain_residuals(Vars, AttVars, Gs0), sort(Gs0, Gs) ), [Plain-Goals]),
        Plain = Vars,
        goals_conjunction(Goals, Goal)
    ).

goals_conjunction([], true).
goals_conjunction([G|Gs], Goal) :-
    (   Gs == [] -> Goal = G ; Goal = (G, Rest), goals_conjunction(Gs, Rest) ).

% '$attvar_residuals'(Term, Goals): the residual goals of Term's
% attributed variables on Term's own variables (the toplevel's).
'$attvar_residuals'(Term, Goals) :-
    copy_term(Term, Copy, Goals0),
    Term = Copy,
    Goals = Goals0.

% residual_goals(AttVars): each attribute's goals: a frozen goal as
% freeze/2, a module's attribute_goals//1, or else put_attr/3.
residual_goals([]) --> [].
residual_goals([V|Vs]) -->
    (   { get_attrs(V, Attrs) } -> attrs_goals(Attrs, V) ; [] ),
    residual_goals(Vs).

attrs_goals([], _) --> [].
attrs_goals(att(Module, Value, More), V) -->
    (   { nonvar(V) }
    ->  []
    ;   { Module == freeze }
    ->  freeze_goals(Value, V)
    ;   { '$attr_hook'(Module, attribute_goals(V, Goals, []), Hook), call(Hook) }
    ->  goal_list(Goals)
    ;   [put_attr(V, Module, Value)]
    ),
    attrs_goals(More, V).

goal_list([]) --> [].
goal_list([G|Gs]) --> [G], goal_list(Gs).

freeze_goals('$and'(First, Then), V) --> !,
    freeze_goals(First, V),
    freeze_goals(Then, V).
freeze_goals(Goal, V) --> [freeze(V, Goal)].
