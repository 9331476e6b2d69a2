% Lambda expressions of SWI-Prolog's library(yall), when they are called
% rather than compiled (lib.CompileLambdas compiles those it can).
%
% A lambda is Params>>Body or Free/Params>>Body; Free/Goal is a goal
% whose variables but Free's are its own. Calling one with the actual
% arguments As takes a fresh instance of it (the variables of Free, a
% term {V1, ...}, stay the caller's), matches the parameter list against
% the first arguments of As and calls the body with the arguments left
% over. More parameters than arguments is a domain error.

:- module(yall, ['>>'/2, '>>'/3, '>>'/4, '>>'/5, '>>'/6, '>>'/7, '>>'/8,
                 '>>'/9, '/'/2, '/'/3, '/'/4, '/'/5, '/'/6, '/'/7, '/'/8,
                 '/'/9]).
:- use_module(library(error)).

'>>'(Ps, B) :- yall_lambda_(Ps, B, []).
'>>'(Ps, B, A) :- yall_lambda_(Ps, B, [A]).
'>>'(Ps, B, A, C) :- yall_lambda_(Ps, B, [A, C]).
'>>'(Ps, B, A, C, D) :- yall_lambda_(Ps, B, [A, C, D]).
'>>'(Ps, B, A, C, D, E) :- yall_lambda_(Ps, B, [A, C, D, E]).
'>>'(Ps, B, A, C, D, E, F) :- yall_lambda_(Ps, B, [A, C, D, E, F]).
'>>'(Ps, B, A, C, D, E, F, G) :- yall_lambda_(Ps, B, [A, C, D, E, F, G]).
'>>'(Ps, B, A, C, D, E, F, G, H) :- yall_lambda_(Ps, B, [A, C, D, E, F, G, H]).

'/'(Fr, L) :- yall_free_goal_(Fr, L, []).
'/'(Fr, L, A) :- yall_free_goal_(Fr, L, [A]).
'/'(Fr, L, A, C) :- yall_free_goal_(Fr, L, [A, C]).
'/'(Fr, L, A, C, D) :- yall_free_goal_(Fr, L, [A, C, D]).
'/'(Fr, L, A, C, D, E) :- yall_free_goal_(Fr, L, [A, C, D, E]).
'/'(Fr, L, A, C, D, E, F) :- yall_free_goal_(Fr, L, [A, C, D, E, F]).
'/'(Fr, L, A, C, D, E, F, G) :- yall_free_goal_(Fr, L, [A, C, D, E, F, G]).
'/'(Fr, L, A, C, D, E, F, G, H) :- yall_free_goal_(Fr, L, [A, C, D, E, F, G, H]).

% yall_lambda_(Head, Body, As): Head>>Body called with As.
yall_lambda_(Head, Body, As) :-
    yall_head_(Head, Free, Params),
    yall_instance_(Free, Params>>Body, Ps>>B),
    yall_bind_(Ps, As, Rest, Head>>Body),
    yall_call_(Rest, B).

% yall_head_(Head, Free, Params): the shared term and the parameter list
% of a lambda's head, checked.
yall_head_(Head, _, _) :-
    var(Head),
    !,
    instantiation_error(Head).
yall_head_(Fr/Params, Fr, Params) :-
    !,
    yall_check_free_(Fr),
    must_be(list, Params).
yall_head_(Params, {}, Params) :-
    must_be(list, Params).

% yall_free_goal_(Free, Lambda, As): Free/Lambda called with As.
yall_free_goal_(Fr, L, As) :-
    yall_check_free_(Fr),
    yall_instance_(Fr, L, L1),
    (   nonvar(L1),
        L1 = (Ps>>B)
    ->  must_be(list, Ps),
        yall_bind_(Ps, As, Rest, Fr/L),
        yall_call_(Rest, B)
    ;   yall_call_(As, L1)
    ).

yall_check_free_(Fr) :-
    var(Fr),
    !,
    instantiation_error(Fr).
yall_check_free_({}) :- !.
yall_check_free_({_}) :- !.
yall_check_free_(Fr) :-
    type_error(lambda_free, Fr).

% yall_instance_(Free, T, T1): T1 is T with fresh variables except
% those of Free, which T1 shares with T.
yall_instance_(Free, T, T1) :-
    copy_term(f(Free, T), f(Free1, T1)),
    Free1 = Free.

% yall_bind_(Ps, As, Rest, Culprit): the parameters Ps unify with the
% first arguments of As, Rest are the others. When the arguments run
% out first, the lambda has too many parameters (once the ones given
% match).
yall_bind_(Ps, As, Rest, Culprit) :-
    length(Ps, NP),
    length(As, NA),
    (   NP =< NA
    ->  length(Given, NP),
        append(Given, Rest, As),
        Ps = Given
    ;   length(Matched, NA),
        append(Matched, _, Ps),
        Matched = As,
        domain_error(lambda_parameters, Culprit)
    ).

% yall_call_(Extra, Goal): Goal called with the arguments Extra (their
% count first, so that the clause is chosen by indexing).
yall_call_(Extra, G) :-
    length(Extra, N),
    yall_call_(N, Extra, G).

yall_call_(0, [], G) :- call(G).
yall_call_(1, [A], G) :- call(G, A).
yall_call_(2, [A, B], G) :- call(G, A, B).
yall_call_(3, [A, B, C], G) :- call(G, A, B, C).
yall_call_(4, [A, B, C, D], G) :- call(G, A, B, C, D).
yall_call_(5, [A, B, C, D, E], G) :- call(G, A, B, C, D, E).
yall_call_(6, [A, B, C, D, E, F], G) :- call(G, A, B, C, D, E, F).
yall_call_(7, [A, B, C, D, E, F, H], G) :- call(G, A, B, C, D, E, F, H).
