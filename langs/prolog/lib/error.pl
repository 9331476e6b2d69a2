% must_be/2 and is_of_type/2, as SWI-Prolog's library(error), and its
% predicates that throw the ISO error terms. must_be/2 raises
% instantiation_error when Value is unbound (for a type that needs it
% bound) and type_error(Type, Value) when it has the wrong type or is out
% of range (SWI-Prolog 9.0.4 says type_error for nonneg, positive_integer
% and oneof(L) too; between(L, H) is a domain error of a number in range
% of the type).

:- module(error, [must_be/2, is_of_type/2, type_error/2, domain_error/2,
                  existence_error/2, permission_error/3,
                  instantiation_error/1, uninstantiation_error/1,
                  representation_error/1, resource_error/1]).

% Each thrower raises error(Formal, _) with its arguments as Formal's.
type_error(T, V) :- raise_(type_error(T, V)).
domain_error(D, V) :- raise_(domain_error(D, V)).
existence_error(T, V) :- raise_(existence_error(T, V)).
permission_error(A, T, V) :- raise_(permission_error(A, T, V)).
instantiation_error(_) :- raise_(instantiation_error).
uninstantiation_error(V) :- raise_(uninstantiation_error(V)).
representation_error(R) :- raise_(representation_error(R)).
resource_error(R) :- raise_(resource_error(R)).

raise_(Formal) :-
    throw(error(Formal, _)).

must_be(Type, Value) :-
    (   must_be_check_(Type, Value)
    ->  true
    ;   must_be_error_(Type, Value)
    ).

is_of_type(Type, Value) :-
    must_be_check_(Type, Value).

must_be_check_(integer, X) :- integer(X).
must_be_check_(atom, X) :- atom(X).
must_be_check_(atomic, X) :- atomic(X).
must_be_check_(callable, X) :- callable(X).
must_be_check_(var, X) :- var(X).
must_be_check_(nonvar, X) :- nonvar(X).
must_be_check_(ground, X) :- ground(X).
must_be_check_(compound, X) :- compound(X).
must_be_check_(boolean, X) :- atom(X), memberchk(X, [true, false]).
must_be_check_(list, X) :- is_list(X).
must_be_check_(proper_list, X) :- is_list(X).
must_be_check_(list(Type), X) :- is_list(X), all_of_type_(X, Type).
must_be_check_(list_or_partial_list, X) :- list_or_partial_list_(X).
must_be_check_(nonneg, X) :- integer(X), X >= 0.
must_be_check_(positive_integer, X) :- integer(X), X >= 1.
must_be_check_(negative_integer, X) :- integer(X), X < 0.
must_be_check_(number, X) :- number(X).
must_be_check_(float, X) :- float(X).
must_be_check_(string, X) :- string(X).
must_be_check_(text, X) :- ( atom(X) ; string(X) ; text_list_(X) ), !.
must_be_check_(chars, X) :- is_list(X), all_of_type_(X, char).
must_be_check_(codes, X) :- is_list(X), all_of_type_(X, code).
must_be_check_(char, X) :- atom(X), atom_length(X, 1).
must_be_check_(code, X) :- integer(X), X >= 0, X =< 0x10ffff.
must_be_check_(oneof(L), X) :- atom(X), memberchk(X, L).
must_be_check_(between(L, H), X) :-
    (   integer(L), integer(H) -> integer(X) ; number(X) ),
    X >= L, X =< H.
must_be_check_(any, _).

all_of_type_([], _).
all_of_type_([X|Xs], Type) :-
    must_be_check_(Type, X),
    all_of_type_(Xs, Type).

text_list_(X) :-
    is_list(X),
    ( all_of_type_(X, code) -> true ; all_of_type_(X, char) ).

list_or_partial_list_(L) :-
    (   var(L) -> true
    ;   L == [] -> true
    ;   L = [_|T], list_or_partial_list_(T)
    ).

must_be_error_(var, X) :-
    !,
    throw(error(uninstantiation_error(X), _)).
must_be_error_(_, X) :-
    var(X),
    !,
    throw(error(instantiation_error, _)).
must_be_error_(list, X) :-
    list_or_partial_list_(X),
    !,
    throw(error(instantiation_error, _)).
must_be_error_(list(Type), X) :-
    !,
    (   list_or_partial_list_(X), \+ is_list(X)
    ->  throw(error(instantiation_error, _))
    ;   is_list(X)
    ->  member_not_of_type_(X, Type, E),
        must_be(Type, E)
    ;   throw(error(type_error(list, X), _))
    ).
must_be_error_(list_or_partial_list, X) :-
    !,
    throw(error(type_error(list, X), _)).
must_be_error_(between(L, H), X) :-
    number(X),
    !,
    (   integer(L), integer(H), \+ integer(X)
    ->  throw(error(type_error(integer, X), _))
    ;   throw(error(domain_error(between(L, H), X), _))
    ).
must_be_error_(between(L, H), X) :-
    !,
    (   integer(L), integer(H)
    ->  throw(error(type_error(integer, X), _))
    ;   throw(error(type_error(number, X), _))
    ).
must_be_error_(Type, X) :-
    throw(error(type_error(Type, X), _)).

member_not_of_type_([X|Xs], Type, E) :-
    (   must_be_check_(Type, X)
    ->  member_not_of_type_(Xs, Type, E)
    ;   E = X
    ).
