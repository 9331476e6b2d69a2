% library(clpfd): CLP(FD) as SWI-Prolog's (transpose/2 is library
% lists'), on the solver of package
% clpfd (Go): the constraints, reflection and global constraints are Go
% builtins; labeling, the optimisation of labeling/2, reification's
% connectives and the attribute's hooks are here.

:- module(clpfd, [(#=)/2, (#\=)/2, (#<)/2, (#>)/2, (#=<)/2, (#>=)/2,
                  (in)/2, (ins)/2, label/1, labeling/2, indomain/1,
                  all_different/1, all_distinct/1, sum/3, scalar_product/4,
                  fd_var/1, fd_inf/2, fd_sup/2, fd_size/2,
                  fd_dom/2, fd_degree/2, lex_chain/1, chain/2,
                  element/3, tuples_in/2, global_cardinality/2]).

:- op(760, yfx, #<==>).
:- op(750, xfy, #==>).
:- op(750, yfx, #<==).
:- op(740, yfx, #\/).
:- op(730, yfx, #\).
:- op(720, yfx, #/\).
:- op(710,  fy, #\).
:- op(700, xfx, #>).
:- op(700, xfx, #<).
:- op(700, xfx, #>=).
:- op(700, xfx, #=<).
:- op(700, xfx, #=).
:- op(700, xfx, #\=).
:- op(700, xfx, in).
:- op(700, xfx, ins).
:- op(700, xfx, in_set).
:- op(450, xfx, ..).
:- op(150, fx, #).

attr_unify_hook(Id, Other) :-
    '$fd_unify'(Id, Other).

attribute_goals(X) -->
    { '$fd_goals'(X, Goals) },
    goals_(Goals).

goals_([]) --> [].
goals_([G|Gs]) --> [G], goals_(Gs).

% Labeling. The options fill five slots: the variable selection, the
% value order, the branching, the optimisation criteria and the
% consistency; each of the first three may be given once.
indomain(Var) :-
    label([Var]).

label(Vs) :-
    labeling([], Vs).

labeling(Options, Vars) :-
    must_be(list, Options),
    '$fd_labeling_vars'(Vars),
    foldl(labeling_option(Options), Options, plan(-, -, -, [], upto_ground), Plan),
    Plan = plan(Sel0, Ord0, Br0, Crit, Cons),
    slot_default(Sel0, leftmost, Sel),
    slot_default(Ord0, up, Ord),
    slot_default(Br0, step, Br),
    (   Crit == []
    ->  label_vars(Vars, plan(Sel, Ord, Br, [], Cons)),
        (   Cons = upto_in(One, N)
        ->  foldl(times_size, Vars, One, N)
        ;   true
        )
    ;   reverse(Crit, Criteria),
        maplist(criterion_var, Criteria, Singles),
        optimise(Vars, [Sel, Ord, Br], Singles)
    ).

slot_default(-, D, D) :- !.
slot_default(V, _, V).

labeling_option(All, O, plan(S, Or, B, C, K), Plan) :-
    (   var(O)
    ->  throw(error(instantiation_error, _))
    ;   selection_option(O)
    ->  fill_slot(S, O, All, S1), Plan = plan(S1, Or, B, C, K)
    ;   order_option(O)
    ->  fill_slot(Or, O, All, Or1), Plan = plan(S, Or1, B, C, K)
    ;   memberchk(O, [step, enum, bisect])
    ->  fill_slot(B, O, All, B1), Plan = plan(S, Or, B1, C, K)
    ;   ( O = min(_) ; O = max(_) )
    ->  Plan = plan(S, Or, B, [O|C], K)
    ;   consistency_option(O, K1)
    ->  Plan = plan(S, Or, B, C, K1)
    ;   throw(error(domain_error(labeling_option, O), _))
    ).

% fill_slot(Slot, Value, Options, Slot1): a slot takes one value.
fill_slot(-, V, _, V) :- !.
fill_slot(Prev, V, All, _) :-
    (   Prev == V
    ->  throw(error(domain_error(nonrepeating_labeling_options, All), _))
    ;   throw(error(domain_error(consistent_labeling_options, All), _))
    ).

selection_option(O) :-
    (   memberchk(O, [leftmost, ff, ffc, min, max])
    ->  true
    ;   O = random_variable(Seed),
        must_be(integer, Seed),
        '$fd_seed'(Seed)
    ).

order_option(O) :-
    (   memberchk(O, [up, down])
    ->  true
    ;   O = random_value(Seed),
        must_be(integer, Seed),
        '$fd_seed'(Seed)
    ).

consistency_option(upto_in(N), upto_in(1, N)).
consistency_option(upto_in, upto_in).
consistency_option(upto_ground, upto_ground).

% label_vars(Vars, Plan): the variables labelled by choices between
% alternatives the solver lists for the variable it selects: eq(N)
% gives it the value N (the others are left to label), ne(N) takes N
% out of its domain and dom(D) narrows it to D (all are left to label
% again). The consistency upto_in leaves the variables without
% constraints unlabelled, upto_in(N) counts the solutions they stand
% for.
label_vars(Vars, Plan) :-
    Plan = plan(Sel, Ord, Br, _, Cons),
    (   '$fd_select'(Sel, Cons, Vars, Var, Rest)
    ->  '$fd_alternatives'(Br, Ord, Var, Alts),
        member(Alt, Alts),
        take(Alt, Var),
        (   Alt = eq(_)
        ->  label_vars(Rest, Plan)
        ;   label_vars(Vars, Plan)
        )
    ;   true
    ).

take(eq(N), Var) :- '$fd_assign'(Var, N).
take(ne(N), Var) :- '$fd_remove'(Var, N).
take(dom(D), Var) :- Var in D.

times_size(V, N0, N) :- fd_size(V, S), N is N0*S.

% criterion_var(min(Expr), min(S)): S is a variable equal to Expr.
criterion_var(Criterion, Single) :-
    Criterion =.. [Dir, Expr],
    ?(S) #= Expr,
    Single =.. [Dir, S].

% optimise(Vars, Options, Criteria): the solutions in the order of the
% first criterion's values, best first: its best value is found by
% labeling again with a bound tighter than the last value found; the
% solutions with it (ordered by the other criteria), then the rest.
optimise(Vars, Options, [Criterion|More]) :-
    arg(1, Criterion, S),
    functor(Criterion, Dir, _),
    findall(V, once((labeling(Options, Vars), V = S)), [First]),
    improve(Dir, S, Vars, Options, First, Best),
    append(More, Options, Options1),
    (   S #= Best,
        labeling(Options1, Vars)
    ;   S #\= Best,
        optimise(Vars, Options, [Criterion|More])
    ).

improve(Dir, S, Vars, Options, Value, Best) :-
    (   findall(V, once((beyond(Dir, S, Value), labeling(Options, Vars), V = S)), [Better])
    ->  improve(Dir, S, Vars, Options, Better, Best)
    ;   Best = Value
    ).

beyond(min, S, V) :- S #< V.
beyond(max, S, V) :- S #> V.

sum(Vs, Op, Value) :-
    must_be(list, Vs),
    same_length(Vs, Ones),
    maplist(=(1), Ones),
    scalar_product(Ones, Vs, Op, Value).

% lex_chain(Lists): each list is lexicographically at most the next.
lex_chain(Lss) :-
    must_be(list(list), Lss),
    maplist(maplist('$fd_variable'), Lss),
    (   Lss == []
    ->  true
    ;   Lss = [First|Rest],
        foldl(lex_chain_, Rest, First, _)
    ).

lex_chain_(Ls, Prev, Ls) :-
    lex_le_(Prev, Ls).

lex_le_([], []).
lex_le_([V1|V1s], [V2|V2s]) :-
    ?(V1) #=< ?(V2),
    (   integer(V1)
    ->  (   integer(V2)
        ->  (   V1 =:= V2 -> lex_le_(V1s, V2s) ;  true )
        ;   freeze(V2, lex_le_([V1|V1s], [V2|V2s]))
        )
    ;   freeze(V1, lex_le_([V1|V1s], [V2|V2s]))
    ).

% chain(Zs, Relation): the relation between each two neighbours.
chain(Zs, Relation) :-
    must_be(list, Zs),
    maplist('$fd_variable', Zs),
    must_be(ground, Relation),
    (   memberchk(Relation, [#=, #<, #=<, #>, #>=])
    ->  true
    ;   throw(error(domain_error(chain_relation, Relation), _))
    ),
    (   Zs = [] -> true
    ;   Zs = [X|Xs], foldl(chain_(Relation), Xs, X, _)
    ).

chain_(Relation, X, Prev, X) :-
    call(Relation, ?(Prev), ?(X)).

% global_cardinality(Vs, Pairs): each of Vs is one of the keys of Pairs
% (Key-Count), and Count of them are Key.
global_cardinality(Vs, Pairs) :-
    must_be(list, Vs),
    must_be(list, Pairs),
    pairs_keys_values(Pairs, Keys, Counts),
    maplist(must_be(integer), Keys),
    (   Keys = [K0|Ks]
    ->  foldl(union_key, Ks, K0, Dom),
        Vs ins Dom
    ;   Vs = []
    ),
    maplist(key_count(Vs), Keys, Counts).

union_key(K, D, D \/ K).

key_count(Vs, Key, Count) :-
    maplist(is_key(Key), Vs, Bs),
    sum(Bs, #=, Count).

is_key(Key, V, B) :- B #<==> (V #= Key).
