% must_be/2, as SWI-Prolog's library(error) for the types the library
% and programs check most: instantiation_error when Value is unbound
% (for a type that needs it bound), type_error(Type, Value) when it has
% the wrong type or is out of range (SWI-Prolog 9.0.4 says type_error for
% nonneg, positive_integer and oneof(L) too).

must_be(Type, Value) :-
    (   must_be_check_(Type, Value)
    ->  true
    ;   must_be_error_(Type, Value)
    ).

must_be_check_(integer, X) :- integer(X).
must_be_check_(atom, X) :- atom(X).
must_be_check_(atomic, X) :- atomic(X).
must_be_check_(callable, X) :- callable(X).
must_be_check_(var, X) :- var(X).
must_be_check_(boolean, X) :- ( X == true ; X == false ), !.
must_be_check_(list, X) :- is_list(X).
must_be_check_(list_or_partial_list, X) :- list_or_partial_list_(X).
must_be_check_(nonneg, X) :- integer(X), X >= 0.
must_be_check_(positive_integer, X) :- integer(X), X >= 1.
must_be_check_(number, X) :- number(X).
must_be_check_(oneof(L), X) :- atom(X), memberchk(X, L).

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
must_be_error_(list_or_partial_list, X) :-
    !,
    throw(error(type_error(list, X), _)).
must_be_error_(Type, X) :-
    throw(error(type_error(Type, X), _)).
