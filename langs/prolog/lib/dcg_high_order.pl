% library(dcg/high_order): grammar rules over grammar rules, as in
% SWI-Prolog 9 (written here from its documentation and behaviour; not
% autoloaded: use_module(library(dcg/high_order))).
%
%   sequence(E, L)              zero or more E, the longest first
%   sequence(E, Sep, L)         E separated by Sep; after a separator an
%                               E must follow; the longest match only
%   sequence(S, E, Sep, End, L) S, then sequence(E, Sep, L), then End
%   optional(M, Default)        M if it matches (once), else Default
%   foreach(G, E), foreach(G, E, Sep)
%                               E for each solution of G (Sep between)

:- module(dcg_high_order,
          [ sequence//2, sequence//3, sequence//5, optional//2,
            foreach//2, foreach//3
          ]).

sequence(E, L) --> any_(L, E).

any_([H|T], E) --> call(E, H), any_(T, E).
any_([], _) --> [].

sequence(E, Sep, L) --> first_(L, E, Sep).

first_([H|T], E, Sep) --> call(E, H), !, rest_(T, E, Sep).
first_([], _, _) --> [].

rest_([H|T], E, Sep) --> Sep, !, call(E, H), rest_(T, E, Sep).
rest_([], _, _) --> [].

sequence(Start, E, Sep, End, L) -->
    Start,
    sequence(E, Sep, L),
    End,
    !.

optional(Match, Default) -->
    (   Match
    ->  []
    ;   Default
    ).

foreach(Generator, Element) -->
    { findall(Element, Generator, Elements) },
    each_(Elements).

each_([]) --> [].
each_([E|Es]) --> E, each_(Es).

foreach(Generator, Element, Sep) -->
    { findall(Element, Generator, Elements) },
    separated_(Elements, Sep).

separated_([], _) --> [].
separated_([E|Es], Sep) --> E, separated_rest_(Es, Sep).

separated_rest_([], _) --> [].
separated_rest_([E|Es], Sep) --> Sep, E, separated_rest_(Es, Sep).
