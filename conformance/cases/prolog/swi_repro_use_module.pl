% Issue 38's reproduction: :- use_module(library(lists)). is silent and loads the library once.
:- use_module(library(lists)).
:- use_module(library(lists), [append/3]).
:- ensure_loaded(library(lists)).

main :- last([1,2,3], X), write(X), nl, halt.
:- initialization(main).
