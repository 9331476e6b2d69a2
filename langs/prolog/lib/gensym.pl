% library(gensym): gensym/2 and reset_gensym/0,1, as SWI-Prolog's
% (written here from its documentation; autoloaded as there). Each
% base's counter is a global variable '$gensym'(Base).

:- module(gensym, [gensym/2, reset_gensym/1, reset_gensym/0]).

% gensym(Base, Unique): Base followed by the next number of Base's
% counter, from 1.
gensym(Base, Unique) :-
    must_be(atomic, Base),
    gensym_key_(Base, Key),
    (   nb_current(Key, N0)
    ->  true
    ;   N0 = 0
    ),
    N is N0 + 1,
    nb_setval(Key, N),
    atomic_list_concat([Base, N], Unique).

reset_gensym(Base) :-
    gensym_key_(Base, Key),
    nb_setval(Key, 0).

reset_gensym :-
    forall(( nb_current(Key, _), atom_concat('$gensym:', _, Key) ), nb_setval(Key, 0)).

gensym_key_(Base, Key) :-
    atomic_list_concat(['$gensym:', Base], Key).
