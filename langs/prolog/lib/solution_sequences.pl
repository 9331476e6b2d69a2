% library(solution_sequences): limit, offset, call_nth, distinct and
% order_by over the solutions of a goal, as SWI-Prolog's (written here
% from its documentation and behaviour; autoloaded as there). The
% counters live in a term that nb_setarg/3 updates, so they survive
% backtracking into the goal.

:- module(solution_sequences,
          [ limit/2, offset/2, call_nth/2, distinct/1, distinct/2,
            order_by/2
          ]).

% limit(N, G): the first N solutions of G.
limit(N, G) :-
    N > 0,
    State = count(0),
    call(G),
    arg(1, State, C0),
    C is C0 + 1,
    (   C =:= N
    ->  !
    ;   nb_setarg(1, State, C)
    ).

% offset(N, G): the solutions of G after the first N.
offset(N, G) :-
    State = count(0),
    call(G),
    arg(1, State, C0),
    (   C0 >= N
    ->  true
    ;   C is C0 + 1,
        nb_setarg(1, State, C),
        fail
    ).

% call_nth(G, Nth): G's Nth solution, or each solution with its number.
call_nth(G, Nth) :-
    integer(Nth),
    !,
    Nth > 0,
    State = count(0),
    call(G),
    arg(1, State, C0),
    C is C0 + 1,
    nb_setarg(1, State, C),
    C =:= Nth,
    !.
call_nth(G, Nth) :-
    var(Nth),
    State = count(0),
    call(G),
    arg(1, State, C0),
    C is C0 + 1,
    nb_setarg(1, State, C),
    Nth = C.

% distinct(G), distinct(W, G): the solutions of G whose W is no variant
% of an earlier one's, in order.
distinct(G) :-
    distinct(G, G).
distinct(W, G) :-
    State = seen([]),
    call(G),
    arg(1, State, Seen),
    \+ ( member(S, Seen), S =@= W ),
    nb_setarg(1, State, [W|Seen]).

% order_by(Specs, G): the solutions of G sorted on the keys of Specs,
% asc(K) or desc(K), the first the most significant; stable.
order_by(Specs, G) :-
    must_be(list, Specs),
    findall(G-Specs, G, Sols),
    reverse(Specs, Rev),
    order_(Rev, Sols, Sorted),
    member(G-_, Sorted).

% order_(ReversedSpecs, Sols0, Sols): sorted on the last key first; the
% key of the spec at position N of the original list is Ks's Nth.
order_([], Sols, Sols).
order_([Spec|Specs], Sols0, Sols) :-
    length([Spec|Specs], N),
    (   Spec = asc(_)
    ->  Order = (@=<)
    ;   Spec = desc(_)
    ->  Order = (@>=)
    ;   domain_error(order_specifier, Spec)
    ),
    findall(K-Sol, ( member(Sol, Sols0), Sol = _-Ks, nth1(N, Ks, S), arg(1, S, K) ), Keyed),
    sort(1, Order, Keyed, Sorted),
    findall(Sol, member(_-Sol, Sorted), Sols1),
    order_(Specs, Sols1, Sols).
