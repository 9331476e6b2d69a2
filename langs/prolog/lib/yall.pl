% Lambda expressions as SWI-Prolog's library(yall) runs them when they
% are called (not compiled): Params>>Body called with arguments copies
% the lambda, unifies the copied parameters with the arguments (extra
% arguments are added to the body) and calls the body; Free/Lambda shares
% the variables of Free (written {X, ...}) with the context, the others
% are renamed for each call.

:- module(yall, ['>>'/2, '>>'/3, '>>'/4, '>>'/5, '>>'/6, '>>'/7, '>>'/8,
                 '>>'/9, '/'/2, '/'/3, '/'/4, '/'/5, '/'/6, '/'/7, '/'/8]).

'>>'(Ps, B) :-
    lambda_(Ps, B, []).
'>>'(Ps, B, A1) :-
    lambda_(Ps, B, [A1]).
'>>'(Ps, B, A1, A2) :-
    lambda_(Ps, B, [A1, A2]).
'>>'(Ps, B, A1, A2, A3) :-
    lambda_(Ps, B, [A1, A2, A3]).
'>>'(Ps, B, A1, A2, A3, A4) :-
    lambda_(Ps, B, [A1, A2, A3, A4]).
'>>'(Ps, B, A1, A2, A3, A4, A5) :-
    lambda_(Ps, B, [A1, A2, A3, A4, A5]).
'>>'(Ps, B, A1, A2, A3, A4, A5, A6) :-
    lambda_(Ps, B, [A1, A2, A3, A4, A5, A6]).
'>>'(Ps, B, A1, A2, A3, A4, A5, A6, A7) :-
    lambda_(Ps, B, [A1, A2, A3, A4, A5, A6, A7]).

% lambda_(Params, Body, Args): Params is Free/List or List.
lambda_(Free/Ps0, B0, Args) :-
    !,
    copy_term(Free/Ps0>>B0, Free/Ps>>B),
    lambda_call_(Ps, B, Args).
lambda_(Ps0, B0, Args) :-
    copy_term(Ps0>>B0, Ps>>B),
    lambda_call_(Ps, B, Args).

% lambda_call_(Params, Body, Args): binds the parameters to the
% arguments, then calls the body with the arguments left over.
lambda_call_([P|Ps], B, [A|As]) :-
    !,
    P = A,
    lambda_call_(Ps, B, As).
lambda_call_(_, B, As) :-
    G =.. [call, B|As],
    call(G).

% Free/Lambda called: Free shares its variables, Lambda (a goal, or a
% Params>>Body) is copied and called with the arguments.
'/'(Free, L) :-
    slash_(Free, L, []).
'/'(Free, L, A1) :-
    slash_(Free, L, [A1]).
'/'(Free, L, A1, A2) :-
    slash_(Free, L, [A1, A2]).
'/'(Free, L, A1, A2, A3) :-
    slash_(Free, L, [A1, A2, A3]).
'/'(Free, L, A1, A2, A3, A4) :-
    slash_(Free, L, [A1, A2, A3, A4]).
'/'(Free, L, A1, A2, A3, A4, A5) :-
    slash_(Free, L, [A1, A2, A3, A4, A5]).
'/'(Free, L, A1, A2, A3, A4, A5, A6) :-
    slash_(Free, L, [A1, A2, A3, A4, A5, A6]).

slash_(Free, L0, Args) :-
    copy_term(Free/L0, Free/L),
    (   nonvar(L), L = (Ps>>B)
    ->  lambda_call_(Ps, B, Args)
    ;   lambda_call_([], L, Args)
    ).
