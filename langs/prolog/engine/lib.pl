% The builtins written in Prolog (loaded into every machine).

:- op(700, xfx, =@=).
:- op(700, xfx, \=@=).

once(G) :- call(G), !.
ignore(G) :- (call(G) -> true ; true).
[F|Fs] :- '$consult_list'([F|Fs]).
'$consult_list'([]).
'$consult_list'([F|Fs]) :- consult(F), '$consult_list'(Fs).
setup_call_cleanup(S, G, C) :- once(S), '$call_cleanup'(G, C).
call_cleanup(G, C) :- '$call_cleanup'(G, C).
forall(C, A) :- \+ (call(C), \+ call(A)).

clause(H, B) :-
    '$clause_head'(H),
    (   nonvar(B), \+ callable(B) -> throw(error(type_error(callable, B), clause/2)) ; true ),
    '$clause'(H, _-(H :- B)).
retract(C) :-
    '$retract_parts'(C, H, B),
    '$clause'(H, R-(H :- B)),
    '$erase'(R).
retractall(H) :-
    '$clause_head'(H),
    (   '$clause'(H, R-(H :- _)), '$erase'(R), fail
    ;   '$ensure_dynamic'(H)
    ).
'$clause_head'(H) :- var(H), !, throw(error(instantiation_error, clause/2)).
'$clause_head'(H) :- callable(H), !.
'$clause_head'(H) :- throw(error(type_error(callable, H), clause/2)).
'$ensure_dynamic'(H) :-
    functor(H, N, A),
    (   '$predicate_property'(H, Ps), '$member'(static, Ps) -> true
    ;   dynamic(N/A)
    ).

% '$member'(X, L) leaves no choicepoint at L's last element (indexing on
% the rest of the list).
'$member'(X, [Y|T]) :- '$member_from'(T, Y, X).
'$member_from'(_, X, X).
'$member_from'([Y|T], _, X) :- '$member_from'(T, Y, X).

current_op(P, T, N) :-
    '$check_op_args'(P, T, N),
    '$ops'(Ops),
    '$member'(op(P, T, N), Ops).
'$check_op_args'(P, T, N) :-
    (   nonvar(P), \+ (integer(P), P >= 0, P =< 1200) -> throw(error(domain_error(operator_priority, P), current_op/3))
    ;   nonvar(T), \+ '$member'(T, [xfx, xfy, yfx, fy, fx, xf, yf]) ->
        (   atom(T) -> throw(error(domain_error(operator_specifier, T), current_op/3))
        ;   throw(error(type_error(atom, T), current_op/3))
        )
    ;   nonvar(N), \+ atom(N) -> throw(error(type_error(atom, N), current_op/3))
    ;   true
    ).
current_prolog_flag(F, V) :-
    (   nonvar(F), \+ atom(F) -> throw(error(type_error(atom, F), current_prolog_flag/2)) ; true ),
    '$flags'(Fs),
    (   atom(F), \+ '$member'(F-_, Fs) -> throw(error(domain_error(prolog_flag, F), current_prolog_flag/2)) ; true ),
    '$member'(F-V, Fs).
current_predicate(PI) :-
    (   nonvar(PI), PI \= _/_ -> throw(error(type_error(predicate_indicator, PI), current_predicate/1))
    ;   nonvar(PI), PI = N/A, ( nonvar(N), \+ atom(N) ; nonvar(A), \+ integer(A) ) ->
        throw(error(type_error(predicate_indicator, PI), current_predicate/1))
    ;   true
    ),
    '$predicates'(Ps),
    '$member'(PI, Ps).
predicate_property(H, P) :-
    '$predicate_property'(H, Ps),
    '$member'(P, Ps).

% findall/3 is built in; bagof/3 and setof/3 use it on Witness-Template.
bagof(T, G, L) :-
    '$free_vars'(T^G, G1, W),
    (   W == [] ->
        findall(T, G1, L), L \== []
    ;   Wt =.. ['$w'|W],
        findall(Wt-T, G1, Pairs),
        Pairs \== [],
        '$bagof_groups'(Pairs, Wt, L)
    ).
'$bagof_groups'(Pairs, Wt, L) :-
    keysort(Pairs, Sorted),
    '$pick_groups'(Sorted, Groups),
    '$member'(Wt-L, Groups).
'$pick_groups'([], []).
'$pick_groups'([W-T|Rest], [W-[T|Ts]|Gs]) :-
    '$same_key'(W, Rest, Ts, Rest1),
    '$pick_groups'(Rest1, Gs).
'$same_key'(W, [W1-T|Rest], [T|Ts], Rest1) :- W1 =@= W, !, W1 = W, '$same_key'(W, Rest, Ts, Rest1).
'$same_key'(_, Rest, [], Rest).
setof(T, G, S) :- bagof(T, G, L), sort(L, S).
A =@= B :- \+ \+ '$variant'(A, B).
A \=@= B :- \+ A =@= B.
'$variant'(A, B) :-
    copy_term(A, A1), copy_term(B, B1),
    numbervars(A1, 0, N), numbervars(B1, 0, N),
    A1 == B1.
% '$free_vars'(T^G, Goal, Vars): Goal is G without ^ prefixes, Vars the
% variables of G free in T^G.
'$free_vars'(T^G, G1, W) :-
    '$strip_carets'(G, G1, Bound0),
    term_variables(T+Bound0, Bound),
    term_variables(G1, All),
    '$vars_minus'(All, Bound, W).
'$strip_carets'(G, G, []) :- var(G), !.
'$strip_carets'(V^G, G1, [V|B]) :- !, '$strip_carets'(G, G1, B).
'$strip_carets'(G, G, []).
'$vars_minus'([], _, []).
'$vars_minus'([V|Vs], B, W) :-
    (   '$var_in'(V, B) -> W = W1 ; W = [V|W1] ),
    '$vars_minus'(Vs, B, W1).
'$var_in'(V, [X|Xs]) :- ( V == X -> true ; '$var_in'(V, Xs) ).

subsumes_term(G, S) :-
    \+ \+ ( term_variables(S, V1),
            unify_with_occurs_check(G, S),
            term_variables(V1, V2),
            V1 == V2 ).

with_output_to(Sink, Goal) :-
    '$push_output'(S),
    (   catch(Goal, E, ('$pop_output'(S, _), throw(E))) ->
        '$pop_output'(S, Text), '$sink'(Sink, Text)
    ;   '$pop_output'(S, _), fail
    ).

% b_setval/2: the old value comes back on backtracking.
b_setval(K, V) :-
    ( '$global'(K, Old) -> true ; Old = '$none' ),
    '$set_global'(K, V),
    ( true ; '$set_global'(K, Old), fail ).

length(L, N) :- var(N), !, '$list_or_partial'(L), '$length'(L, 0, N).
length(L, N) :- integer(N), !,
    (   N < 0 -> throw(error(domain_error(not_less_than_zero, N), length/2)) ; true ),
    '$length_make'(L, N).
length(_, N) :- throw(error(type_error(integer, N), length/2)).
'$length'(L, N, N) :- L == [], !.
'$length'(L, N, N) :- var(L), L = [].
'$length'([_|T], N0, N) :- N1 is N0 + 1, '$length'(T, N1, N).
'$length_make'(L, 0) :- !, L = [].
'$length_make'([_|T], N) :- N1 is N - 1, '$length_make'(T, N1).

current_char_conversion(In, Out) :-
    '$char_conversions'(In, Out, Pairs),
    '$member'(In-Out, Pairs).

atom_to_term(A, T, Bs) :- term_to_atom(T0, A), T = T0, Bs = [].

% ?=(A, B): A and B are identical or cannot unify (SWI-Prolog's).
?=(A, B) :- \+ unifiable(A, B, [_|_]).

% Module:Goal calls Goal: there is one module, but a library's own
% predicates are Module's ('$module_goal'/3 names them).
M:G :- '$module_goal'(M, G, G1), call(G1).

% '$toplevel_residuals'(Vars, Goals): the residual goals of the
% toplevel's answer, when library attvar (attributed variables) was
% loaded.
'$toplevel_residuals'(Vars, Goals) :-
    (   '$defined'('$attvar_residuals', 2)
    ->  '$attvar_residuals'(Vars, Goals)
    ;   Goals = []
    ).
