% Association lists as AVL trees, as SWI-Prolog's library(assoc), with
% its representation: t for the empty tree, t(Key, Value, Balance, Left,
% Right) for a node whose Balance is <, - or > (the left subtree is
% deeper, both are as deep, the right one is deeper). Keys are ordered
% by the standard order of terms.

:- module(assoc, [empty_assoc/1, put_assoc/4, get_assoc/3, get_assoc/5,
                  list_to_assoc/2, ord_list_to_assoc/2, assoc_to_list/2,
                  assoc_to_keys/2, assoc_to_values/2, max_assoc/3,
                  min_assoc/3, del_assoc/4, del_min_assoc/4,
                  del_max_assoc/4, map_assoc/2, map_assoc/3, is_assoc/1,
                  gen_assoc/3]).
:- use_module(library(error)).

empty_assoc(t).

get_assoc(Key, t(K, V, _, L, R), Val) :-
    compare(Order, Key, K),
    (   Order = (=)
    ->  Val = V
    ;   Order = (<)
    ->  get_assoc(Key, L, Val)
    ;   get_assoc(Key, R, Val)
    ).

% gen_assoc(Key, Assoc, Value) enumerates the pairs in ascending order
% of keys (a ground key is looked up).
gen_assoc(Key, A, Val) :-
    (   ground(Key)
    ->  get_assoc(Key, A, Val)
    ;   gen_in_order_(A, Key, Val)
    ).

gen_in_order_(t(K, V, _, L, R), Key, Val) :-
    (   gen_in_order_(L, Key, Val)
    ;   Key = K,
        Val = V
    ;   gen_in_order_(R, Key, Val)
    ).

% get_assoc(Key, Assoc0, Old, Assoc, New): Assoc is Assoc0 with the
% value Old of Key replaced by New; the path to Key is copied.
get_assoc(Key, t(K, V, B, L, R), Old, Assoc, New) :-
    compare(Order, Key, K),
    (   Order = (=)
    ->  Old = V,
        Assoc = t(K, New, B, L, R)
    ;   Order = (<)
    ->  Assoc = t(K, V, B, L1, R),
        get_assoc(Key, L, Old, L1, New)
    ;   Assoc = t(K, V, B, L, R1),
        get_assoc(Key, R, Old, R1, New)
    ).

put_assoc(Key, A0, Value, A) :-
    insert_(A0, Key, Value, A, _).

% insert_(Tree0, Key, Value, Tree, Grew): Grew is yes when Tree is
% deeper than Tree0.
insert_(t, K, V, t(K, V, -, t, t), yes).
insert_(t(K0, V0, B, L, R), K, V, New, Grew) :-
    compare(Order, K, K0),
    insert_at_(Order, K0, V0, B, L, R, K, V, New, Grew).

insert_at_(=, K0, _, B, L, R, _, V, t(K0, V, B, L, R), no).
insert_at_(<, K0, V0, B, L, R, K, V, New, Grew) :-
    insert_(L, K, V, L1, G),
    left_grown_(G, K0, V0, B, L1, R, New, Grew).
insert_at_(>, K0, V0, B, L, R, K, V, New, Grew) :-
    insert_(R, K, V, R1, G),
    right_grown_(G, K0, V0, B, L, R1, New, Grew).

left_grown_(no, K, V, B, L, R, t(K, V, B, L, R), no).
left_grown_(yes, K, V, B, L, R, New, Grew) :-
    left_grew_(B, K, V, L, R, New, Grew).

left_grew_(>, K, V, L, R, t(K, V, -, L, R), no).
left_grew_(-, K, V, L, R, t(K, V, <, L, R), yes).
left_grew_(<, K, V, L, R, New, no) :-
    rotate_right_(L, K, V, R, New, _).

right_grown_(no, K, V, B, L, R, t(K, V, B, L, R), no).
right_grown_(yes, K, V, B, L, R, New, Grew) :-
    right_grew_(B, K, V, L, R, New, Grew).

right_grew_(<, K, V, L, R, t(K, V, -, L, R), no).
right_grew_(-, K, V, L, R, t(K, V, >, L, R), yes).
right_grew_(>, K, V, L, R, New, no) :-
    rotate_left_(R, K, V, L, New, _).

% rotate_right_(Left, K, V, Right, Tree, Shrunk): the node K with a left
% subtree two levels deeper than Right rebalanced; Shrunk is yes when
% Tree is less deep than the node was. (The balance of the deeper child
% is the first argument of the rotation proper: first-argument indexing
% then leaves no choice point.)
rotate_right_(t(LK, LV, LB, LL, LR), K, V, R, New, Shrunk) :-
    rotate_right_(LB, LK, LV, LL, LR, K, V, R, New, Shrunk).

rotate_right_(<, LK, LV, LL, LR, K, V, R, t(LK, LV, -, LL, t(K, V, -, LR, R)), yes).
rotate_right_(-, LK, LV, LL, LR, K, V, R, t(LK, LV, >, LL, t(K, V, <, LR, R)), no).
rotate_right_(>, LK, LV, LL, t(MK, MV, MB, ML, MR), K, V, R,
              t(MK, MV, -, t(LK, LV, B1, LL, ML), t(K, V, B2, MR, R)), yes) :-
    double_balances_(MB, B1, B2).

rotate_left_(t(RK, RV, RB, RL, RR), K, V, L, New, Shrunk) :-
    rotate_left_(RB, RK, RV, RL, RR, K, V, L, New, Shrunk).

rotate_left_(>, RK, RV, RL, RR, K, V, L, t(RK, RV, -, t(K, V, -, L, RL), RR), yes).
rotate_left_(-, RK, RV, RL, RR, K, V, L, t(RK, RV, <, t(K, V, >, L, RL), RR), no).
rotate_left_(<, RK, RV, t(MK, MV, MB, ML, MR), RR, K, V, L,
             t(MK, MV, -, t(K, V, B1, L, ML), t(RK, RV, B2, MR, RR)), yes) :-
    double_balances_(MB, B1, B2).

% double_balances_(Mid, Left, Right): the balances of the two nodes a
% double rotation puts under the middle node of balance Mid.
double_balances_(<, -, >).
double_balances_(-, -, -).
double_balances_(>, <, -).

list_to_assoc(List, Assoc) :-
    must_be(list, List),
    keysort(List, Sorted),
    from_ordered_(Sorted, unique_key_pairs, List, Assoc).

ord_list_to_assoc(List, Assoc) :-
    must_be(list, List),
    from_ordered_(List, key_ordered_pairs, List, Assoc).

% from_ordered_(Pairs, Domain, List, Assoc): Pairs (List, or List
% sorted) must have strictly ascending keys, else List is not of Domain.
from_ordered_(Pairs, Domain, List, Assoc) :-
    pairs_keys(Pairs, Keys),
    (   is_ordset(Keys)
    ->  length(Pairs, N),
        build_(N, Pairs, [], _, Assoc)
    ;   throw(error(domain_error(Domain, List), _))
    ).

% build_(N, Pairs, Rest, Depth, Tree): the balanced tree of the first N
% pairs (the left subtree takes the middle one's extra), Depth its depth.
build_(0, Pairs, Pairs, 0, t) :-
    !.
build_(N, Pairs, Rest, Depth, t(K, V, B, L, R)) :-
    NR is (N - 1) // 2,
    NL is N - 1 - NR,
    build_(NL, Pairs, [K-V|More], DL, L),
    build_(NR, More, Rest, DR, R),
    (   DL > DR
    ->  B = (<)
    ;   B = (-)
    ),
    Depth is DL + 1.

% The three listings walk the tree from its greatest key down, each
% node's item put in front of what is listed after it.
assoc_to_list(A, List) :-
    listing_(A, pair, [], List).

assoc_to_keys(A, Keys) :-
    listing_(A, key, [], Keys).

assoc_to_values(A, Values) :-
    listing_(A, value, [], Values).

listing_(t, _, Acc, Acc).
listing_(t(K, V, _, L, R), What, Acc0, List) :-
    listing_(R, What, Acc0, Acc1),
    item_(What, K, V, Item),
    listing_(L, What, [Item|Acc1], List).

item_(pair, K, V, K-V).
item_(key, K, _, K).
item_(value, _, V, V).

% The greatest key is the last node on the path of right subtrees, the
% least on the path of left ones.
max_assoc(t(K, V, _, _, R), Key, Val) :-
    (   R == t
    ->  Key = K,
        Val = V
    ;   max_assoc(R, Key, Val)
    ).

min_assoc(t(K, V, _, L, _), Key, Val) :-
    (   L == t
    ->  Key = K,
        Val = V
    ;   min_assoc(L, Key, Val)
    ).

del_assoc(Key, A0, Val, A) :-
    delete_(A0, Key, Val, A, _).

% delete_(Tree0, Key, Value, Tree, Shrunk): Shrunk is yes when Tree is
% less deep than Tree0.
delete_(t(K, V, B, L, R), Key, Val, New, Shrunk) :-
    compare(Order, Key, K),
    delete_at_(Order, Key, Val, K, V, B, L, R, New, Shrunk).

delete_at_(=, _, V, _, V, B, L, R, New, Shrunk) :-
    delete_root_(L, R, B, New, Shrunk).
delete_at_(<, Key, Val, K, V, B, L, R, New, Shrunk) :-
    delete_(L, Key, Val, L1, S),
    left_shrunk_(S, K, V, B, L1, R, New, Shrunk).
delete_at_(>, Key, Val, K, V, B, L, R, New, Shrunk) :-
    delete_(R, Key, Val, R1, S),
    right_shrunk_(S, K, V, B, L, R1, New, Shrunk).

delete_root_(t, R, _, R, yes) :-
    !.
delete_root_(L, t, _, L, yes) :-
    !.
delete_root_(L, R, B, New, Shrunk) :-
    del_min_(R, K, V, R1, S),
    right_shrunk_(S, K, V, B, L, R1, New, Shrunk).

del_min_assoc(A0, Key, Val, A) :-
    del_min_(A0, Key, Val, A, _).

del_min_(t(K, V, B, L, R), MK, MV, New, Shrunk) :-
    (   L == t
    ->  MK = K,
        MV = V,
        New = R,
        Shrunk = yes
    ;   del_min_(L, MK, MV, L1, S),
        left_shrunk_(S, K, V, B, L1, R, New, Shrunk)
    ).

del_max_assoc(A0, Key, Val, A) :-
    del_max_(A0, Key, Val, A, _).

del_max_(t(K, V, B, L, R), MK, MV, New, Shrunk) :-
    (   R == t
    ->  MK = K,
        MV = V,
        New = L,
        Shrunk = yes
    ;   del_max_(R, MK, MV, R1, S),
        right_shrunk_(S, K, V, B, L, R1, New, Shrunk)
    ).

left_shrunk_(no, K, V, B, L, R, t(K, V, B, L, R), no).
left_shrunk_(yes, K, V, B, L, R, New, Shrunk) :-
    left_shrank_(B, K, V, L, R, New, Shrunk).

left_shrank_(<, K, V, L, R, t(K, V, -, L, R), yes).
left_shrank_(-, K, V, L, R, t(K, V, >, L, R), no).
left_shrank_(>, K, V, L, R, New, Shrunk) :-
    rotate_left_(R, K, V, L, New, Shrunk).

right_shrunk_(no, K, V, B, L, R, t(K, V, B, L, R), no).
right_shrunk_(yes, K, V, B, L, R, New, Shrunk) :-
    right_shrank_(B, K, V, L, R, New, Shrunk).

right_shrank_(>, K, V, L, R, t(K, V, -, L, R), yes).
right_shrank_(-, K, V, L, R, t(K, V, <, L, R), no).
right_shrank_(<, K, V, L, R, New, Shrunk) :-
    rotate_right_(L, K, V, R, New, Shrunk).

map_assoc(P, A) :-
    map_values_(A, P).

map_values_(t, _).
map_values_(t(_, V, _, L, R), P) :-
    map_values_(L, P),
    call(P, V),
    map_values_(R, P).

map_assoc(P, A0, A) :-
    map_values_(A0, P, A).

map_values_(t, _, t).
map_values_(t(K, V, B, L0, R0), P, t(K, W, B, L, R)) :-
    map_values_(L0, P, L),
    call(P, V, W),
    map_values_(R0, P, R).

% is_assoc(A): A is an AVL tree with keys in order and its balances
% right.
is_assoc(A) :-
    nonvar(A),
    assoc_depth_(A, _, none, none).

assoc_depth_(t, 0, _, _).
assoc_depth_(t(K, _, B, L, R), D, Lo, Hi) :-
    nonvar(B),
    (   Lo == none -> true ; Lo = lo(X), X @< K ),
    (   Hi == none -> true ; Hi = hi(Y), K @< Y ),
    assoc_depth_(L, DL, Lo, hi(K)),
    assoc_depth_(R, DR, lo(K), Hi),
    abs(DL - DR) =< 1,
    compare(O, DR, DL),
    balance_order_(O, B),
    D is max(DL, DR) + 1.

balance_order_(<, <).
balance_order_(=, -).
balance_order_(>, >).
