% atomic_list_concat/2,3 as SWI-Prolog's: join atomic terms (with a
% separator), or split an atom at a non-empty separator.

:- module(atoms, [atomic_list_concat/2, atomic_list_concat/3]).
:- use_module(library(error)).

atomic_list_concat(List, Atom) :-
    atomic_list_concat(List, '', Atom).

atomic_list_concat(List, Sep, Atom) :-
    must_be(atomic, Sep),
    (   ground(List)
    ->  must_be(list, List),
        join_(List, Sep, Atom)
    ;   must_be(atomic, Atom),
        (   Sep == ''
        ->  throw(error(domain_error(non_empty_atom, Sep), _))
        ;   true
        ),
        atom_text_(Atom, A),
        atom_text_(Sep, S),
        split_(A, S, List)
    ).

join_([], _, '').
join_([X|Xs], Sep, Atom) :-
    atom_text_(X, A0),
    atom_text_(Sep, S),
    join_(Xs, S, A0, Atom).

join_([], _, Atom, Atom).
join_([X|Xs], Sep, Acc, Atom) :-
    atom_text_(X, A),
    atom_concat(Acc, Sep, Acc1),
    atom_concat(Acc1, A, Acc2),
    join_(Xs, Sep, Acc2, Atom).

% atom_text_(X, A): the atom whose text is the atomic X's.
atom_text_(X, A) :-
    (   atom(X)
    ->  A = X
    ;   number(X)
    ->  number_codes(X, Cs),
        atom_codes(A, Cs)
    ;   throw(error(type_error(text, X), _))
    ).

% split_(Atom, Sep, Parts): Atom cut at every occurrence of Sep.
split_(Atom, Sep, [Part|Parts]) :-
    (   sub_atom(Atom, Before, _, After, Sep)
    ->  sub_atom(Atom, 0, Before, _, Part),
        sub_atom(Atom, _, After, 0, Rest),
        split_(Rest, Sep, Parts)
    ;   Part = Atom,
        Parts = []
    ).
