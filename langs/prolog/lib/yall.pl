% Lambda expressions as SWI-Prolog's library(yall) runs them when they
% are called (not compiled): Params>>Body called with arguments copies
% the lambda, unifies the copied parameters with the arguments (extra
% arguments are added to the body) and calls the body; Free/Lambda shares
% the variables of Free (written {X, ...}) with the context, the others
% are renamed for each call.

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
