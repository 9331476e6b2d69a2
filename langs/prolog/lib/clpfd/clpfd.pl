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

% Labeling (SWI-Prolog's label/5): choose a variable, then a value or a
% split of its domain, as the options say.
indomain(Var) :-
    label([Var]).

label(Vs) :-
    labeling([], Vs).

labeling(Options, Vars) :-
    must_be(list, Options),
    '$fd_labeling_vars'(Vars),
    label_options(Options, Options, default(leftmost), default(up),
                  default(step), [], upto_ground, Vars).

label_options([O|Os], Options, Sel, Ord, Ch, Opt, Cons, Vars) :-
    (   var(O)
    ->  throw(error(instantiation_error, _))
    ;   selection_(O)
    ->  override_(Sel, O, Options, Sel1),
        label_options(Os, Options, Sel1, Ord, Ch, Opt, Cons, Vars)
    ;   order_(O)
    ->  override_(Ord, O, Options, Ord1),
        label_options(Os, Options, Sel, Ord1, Ch, Opt, Cons, Vars)
    ;   choice_(O)
    ->  override_(Ch, O, Options, Ch1),
        label_options(Os, Options, Sel, Ord, Ch1, Opt, Cons, Vars)
    ;   optimisation_(O)
    ->  label_options(Os, Options, Sel, Ord, Ch, [O|Opt], Cons, Vars)
    ;   consistency_(O, Cons1)
    ->  label_options(Os, Options, Sel, Ord, Ch, Opt, Cons1, Vars)
    ;   throw(error(domain_error(labeling_option, O), _))
    ).
label_options([], _, Sel, Ord, Ch, Opt0, Cons, Vars) :-
    arg(1, Sel, S), arg(1, Ord, O), arg(1, Ch, C),
    (   Opt0 == []
    ->  label_(Vars, S, O, C, Cons)
    ;   reverse(Opt0, Opt),
        exprs_singlevars_(Opt, SVs),
        optimise_(Vars, [S,O,C], SVs)
    ).

override_(default(_), Value, _, user(Value)).
override_(user(Prev), Value, Options, _) :-
    (   Value == Prev
    ->  throw(error(domain_error(nonrepeating_labeling_options, Options), _))
    ;   throw(error(domain_error(consistent_labeling_options, Options), _))
    ).

selection_(ff).
selection_(ffc).
selection_(min).
selection_(max).
selection_(leftmost).
selection_(random_variable(Seed)) :-
    must_be(integer, Seed),
    set_random(seed(Seed)).

choice_(step).
choice_(enum).
choice_(bisect).

order_(up).
order_(down).
order_(random_value(Seed)) :-
    must_be(integer, Seed),
    set_random(seed(Seed)).

consistency_(upto_in(I), upto_in(1, I)).
consistency_(upto_in, upto_in).
consistency_(upto_ground, upto_ground).

optimisation_(min(_)).
optimisation_(max(_)).

label_([], _, _, _, Consistency) :- !,
    (   Consistency = upto_in(I0, I)
    ->  I0 = I
    ;   true
    ).
label_(Vars, Selection, Order, Choice, Consistency) :-
    (   Vars = [V|Vs], nonvar(V)
    ->  label_(Vs, Selection, Order, Choice, Consistency)
    ;   '$fd_select'(Selection, Vars, Var, RVars),
        (   var(Var)
        ->  (   Consistency = upto_in(I0, I), '$fd_all_dead'(Var)
            ->  fd_size(Var, Size),
                I1 is I0*Size,
                label_(RVars, Selection, Order, Choice, upto_in(I1, I))
            ;   Consistency = upto_in, '$fd_all_dead'(Var)
            ->  label_(RVars, Selection, Order, Choice, Consistency)
            ;   choice_order_(Choice, Order, Var, RVars, Vars, Selection, Consistency)
            )
        ;   label_(RVars, Selection, Order, Choice, Consistency)
        )
    ).

choice_order_(step, Order, Var, Vars, Vars0, Selection, Consistency) :-
    '$fd_next'(Order, Var, Next),
    (   '$fd_assign'(Var, Next),
        label_(Vars, Selection, Order, step, Consistency)
    ;   '$fd_remove'(Var, Next),
        label_(Vars0, Selection, Order, step, Consistency)
    ).
choice_order_(enum, Order, Var, Vars, _, Selection, Consistency) :-
    '$fd_values'(Order, Var, Values),
    member(Var, Values),
    label_(Vars, Selection, Order, enum, Consistency).
choice_order_(bisect, Order, Var, _, Vars0, Selection, Consistency) :-
    fd_inf(Var, I),
    fd_sup(Var, S),
    Mid0 is (I + S) // 2,
    (   Mid0 =:= S -> Mid is Mid0 - 1 ; Mid = Mid0 ),
    (   Order == up -> ( Var #=< Mid ; Var #> Mid )
    ;   Order == down -> ( Var #> Mid ; Var #=< Mid )
    ;   throw(error(domain_error(bisect_up_or_down, Order), _))
    ),
    label_(Vars0, Selection, Order, bisect, Consistency).

exprs_singlevars_([], []).
exprs_singlevars_([E|Es], [SV|SVs]) :-
    E =.. [F, Expr],
    ?(Single) #= Expr,
    SV =.. [F, Single],
    exprs_singlevars_(Es, SVs).

% Optimisation (SWI-Prolog's optimise/3): the extremum is found by
% labeling and tightening, kept across backtracking with nb_setarg/3;
% then the solutions with that value, then (on backtracking) the next
% best.
optimise_(Vars, Options, Whats) :-
    Whats = [What|WhatsRest],
    Extremum = extremum(none),
    (   catch(store_extremum_(Vars, Options, What, Extremum),
              time_limit_exceeded,
              false)
    ;   Extremum = extremum(n(Val)),
        arg(1, What, Expr),
        append(WhatsRest, Options, Options1),
        (   Expr #= Val,
            labeling(Options1, Vars)
        ;   Expr #\= Val,
            optimise_(Vars, Options, Whats)
        )
    ).

store_extremum_(Vars, Options, What, Extremum) :-
    catch((labeling(Options, Vars), throw(w(What))), w(What1), true),
    functor(What, Direction, _),
    arg(1, What, Expr),
    arg(1, What1, Expr1),
    optimise_(Direction, Options, Vars, Expr1, Expr, Extremum).

optimise_(Direction, Options, Vars, Expr0, Expr, Extremum) :-
    must_be(ground, Expr0),
    nb_setarg(1, Extremum, n(Expr0)),
    catch((tighten_(Direction, Expr, Expr0),
           labeling(Options, Vars),
           throw(v(Expr))), v(Expr1), true),
    optimise_(Direction, Options, Vars, Expr1, Expr, Extremum).

tighten_(min, E, V) :- E #< V.
tighten_(max, E, V) :- E #> V.

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
