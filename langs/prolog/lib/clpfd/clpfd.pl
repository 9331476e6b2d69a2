% library(clpfd): CLP(FD) as SWI-Prolog's, on the solver of package
% clpfd (Go): the constraints, reflection and global constraints are Go
% builtins; labeling, the optimisation of labeling/2, reification's
% connectives and the attribute's hooks are here.

:- module(clpfd, [(#=)/2, (#\=)/2, (#<)/2, (#>)/2, (#=<)/2, (#>=)/2,
                  (in)/2, (ins)/2, label/1, labeling/2, indomain/1,
                  all_different/1, all_distinct/1, sum/3, scalar_product/4,
                  fd_var/1, fd_inf/2, fd_sup/2, fd_size/2,
                  fd_dom/2, fd_degree/2, lex_chain/1, chain/2]).

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
    ->  search(Vars, Sel, Ord, Br, Cons)
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
        set_random(seed(Seed))
    ).

order_option(O) :-
    (   memberchk(O, [up, down])
    ->  true
    ;   O = random_value(Seed),
        must_be(integer, Seed),
        set_random(seed(Seed))
    ).

consistency_option(upto_in(I), upto_in(1, I)).
consistency_option(upto_in, upto_in).
consistency_option(upto_ground, upto_ground).

% search(Vars, Selection, Order, Branching, Consistency): label the
% variables left, one chosen at a time.
search(Vars, Sel, Ord, Br, Cons) :-
    (   '$fd_select'(Sel, Vars, Var, Rest)
    ->  (   Cons = upto_in(N0, N), '$fd_all_dead'(Var)
        ->  fd_size(Var, Size),
            N1 is N0*Size,
            search(Rest, Sel, Ord, Br, upto_in(N1, N))
        ;   Cons == upto_in, '$fd_all_dead'(Var)
        ->  search(Rest, Sel, Ord, Br, Cons)
        ;   branch(Br, Ord, Var, Rest, Vars, Sel, Cons)
        )
    ;   Cons = upto_in(N0, N)
    ->  N0 = N
    ;   true
    ).

% branch(Branching, Order, Var, Rest, All, Selection, Consistency)
branch(step, Ord, Var, Rest, All, Sel, Cons) :-
    '$fd_next'(Ord, Var, Value),
    (   '$fd_assign'(Var, Value),
        search(Rest, Sel, Ord, step, Cons)
    ;   '$fd_remove'(Var, Value),
        search(All, Sel, Ord, step, Cons)
    ).
branch(enum, Ord, Var, Rest, _, Sel, Cons) :-
    '$fd_values'(Ord, Var, Values),
    member(Var, Values),
    search(Rest, Sel, Ord, enum, Cons).
branch(bisect, Ord, Var, _, All, Sel, Cons) :-
    fd_inf(Var, Lo),
    fd_sup(Var, Hi),
    Mid0 is (Lo + Hi) // 2,
    (   Mid0 =:= Hi -> Mid is Mid0 - 1 ; Mid = Mid0 ),
    (   Ord == up -> ( Var #=< Mid ; Var #> Mid )
    ;   Ord == down -> ( Var #> Mid ; Var #=< Mid )
    ;   throw(error(domain_error(bisect_up_or_down, Ord), _))
    ),
    search(All, Sel, Ord, bisect, Cons).

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
