% Attributed variables and coroutining: the wakeup the engine calls when
% attributed variables were bound, freeze/2, frozen/2 and copy_term/3
% (package attvar's Go builtins are the attribute primitives).

:- module(attvar, ['$wakeup'/1, freeze/2, frozen/2, copy_term/3,
                   '$attvar_residuals'/2]).

% '$wakeup'(Pairs): each Attrs-Value is the attribute list of a
% variable just bound to Value; each module's hook runs in the order of
% the list.
'$wakeup'([]).
'$wakeup'([Attrs-Value|Pairs]) :-
    wake_hooks(Attrs, Value),
    '$wakeup'(Pairs).

wake_hooks([], _).
wake_hooks(att(Module, AttVal, More), Value) :-
    wake_hook(Module, AttVal, Value),
    wake_hooks(More, Value).

% freeze's goals move to the variable Value when it is one, and run
% otherwise.
wake_hook(freeze, Goal, Value) :- !,
    (   attvar(Value)
    ->  (   get_attr(Value, freeze, Goal0)
        ->  put_attr(Value, freeze, '$and'(Goal0, Goal))
        ;   put_attr(Value, freeze, Goal)
        )
    ;   run_frozen(Goal)
    ).
wake_hook(Module, AttVal, Value) :-
    '$attr_hook'(Module, attr_unify_hook(AttVal, Value), Hook),
    call(Hook).

run_frozen('$and'(A, B)) :- !,
    run_frozen(A),
    run_frozen(B).
run_frozen(Goal) :-
    call(Goal).

% freeze(Var, Goal) delays Goal, as user:Goal, until Var is bound.
freeze(Var, Goal) :-
    var(Var), !,
    module_goal(Goal, QGoal),
    (   get_attr(Var, freeze, Goal0)
    ->  put_attr(Var, freeze, '$and'(Goal0, QGoal))
    ;   put_attr(Var, freeze, QGoal)
    ).
freeze(_, Goal) :-
    call(Goal).

module_goal(Goal, Goal) :-
    nonvar(Goal), Goal = M:_, atom(M), !.
module_goal(Goal, user:Goal).

% frozen(Term, Goal): the residual goals of the attributed variables of
% Term, as a conjunction (true when there are none). They are made in a
% findall/3 (attribute_goals//1 may change attributes not to repeat a
% goal), whose copies of Term's variables are then bound back to them.
frozen(Term, Goal) :-
    term_attvars(Term, AttVars),
    (   AttVars == []
    ->  Goal = true
    ;   sort(AttVars, Sorted),
        '$attvar_variables'(Term, Vars),
        Keep =.. [v|Vars],
        findall(Keep+Goal0, frozen_goal(Sorted, Goal0), [Kept+Goal]),
        rebind(Vars, Kept, 1)
    ).

frozen_goal(AttVars, Goal) :-
    residuals(AttVars, Goals0, []),
    sort(Goals0, Goals),
    conjunction(Goals, Goal).

rebind([], _, _).
rebind([V|Vs], Kept, I) :-
    arg(I, Kept, K),
    (   attvar(V), attvar(K)
    ->  del_attrs(K),
        V = K
    ;   var(K)
    ->  V = K
    ;   true
    ),
    I1 is I + 1,
    rebind(Vs, Kept, I1).

conjunction([], true).
conjunction([G|Gs], Goal) :-
    (   Gs == []
    ->  Goal = G
    ;   Goal = (G, Goal1),
        conjunction(Gs, Goal1)
    ).

% copy_term(Term, Copy, Goals): Copy is Term with fresh variables and no
% attributes, Goals the residual goals of its attributes on the copy's
% variables.
copy_term(Term, Copy, Goals) :-
    term_attvars(Term, AttVars),
    (   AttVars == []
    ->  Goals = [],
        copy_term(Term, Copy)
    ;   sort(AttVars, Sorted),
        findall(Term-Goals0,
                ( residuals(Sorted, Goals0, []),
                  term_attvars(Term, Del),
                  del_all_attrs(Del)
                ),
                [Copy-Goals])
    ).

% '$attvar_residuals'(Term, Goals): the residual goals of Term's
% attributed variables, on Term's own variables (the toplevel's).
'$attvar_residuals'(Term, Goals) :-
    copy_term(Term, Copy, Goals0),
    Term = Copy,
    Goals = Goals0.

del_all_attrs([]).
del_all_attrs([V|Vs]) :-
    del_attrs(V),
    del_all_attrs(Vs).

% residuals(AttVars): the residual goals of each variable's attributes:
% freeze's goals, each module's attribute_goals//1, or put_attr/3.
residuals([]) --> [].
residuals([V|Vs]) -->
    (   { get_attrs(V, Attrs) }
    ->  var_residuals(Attrs, V)
    ;   []
    ),
    residuals(Vs).

var_residuals([], _) --> [].
var_residuals(att(Module, Value, More), V) -->
    (   { nonvar(V) }
    ->  []
    ;   { Module == freeze }
    ->  frozen_goals(Value, V)
    ;   { '$attr_hook'(Module, attribute_goals(V, Goals, []), Hook),
          call(Hook)
        }
    ->  goal_list(Goals)
    ;   [put_attr(V, Module, Value)]
    ),
    var_residuals(More, V).

goal_list([]) --> [].
goal_list([G|Gs]) --> [G], goal_list(Gs).

frozen_goals('$and'(A, B), V) --> !,
    frozen_goals(A, V),
    frozen_goals(B, V).
frozen_goals(Goal, V) --> [freeze(V, Goal)].
