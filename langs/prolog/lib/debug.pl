% library(debug): debug/3 messages on topics debug/1 switches on,
% assertion/1, as SWI-Prolog's (written here from its documentation and
% behaviour; autoloaded as there). A message goes to user_error as
% "% Text". The warning SWI-Prolog gives for a topic no debug/3 names
% is not given.

:- module(debug, [debug/3, debug/1, nodebug/1, nodebug/0, debugging/1, assertion/1]).

% debug(Topic, Format, Args): the message when a switched-on topic
% unifies with Topic.
debug(Topic, Format, Args) :-
    (   nb_current('$debug_topics', Ts),
        member(T, Ts),
        \+ Topic \= T
    ->  format(user_error, "% ", []),
        format(user_error, Format, Args),
        nl(user_error)
    ;   true
    ).

debug(Topic) :-
    topics_(Ts),
    nb_setval('$debug_topics', [Topic|Ts]).

nodebug(Topic) :-
    topics_(Ts0),
    exclude(\=(Topic), Ts0, Gone),
    subtract(Ts0, Gone, Ts),
    nb_setval('$debug_topics', Ts).

nodebug.

debugging(Topic) :-
    topics_(Ts),
    member(Topic, Ts).

topics_(Ts) :-
    (   nb_current('$debug_topics', Ts)
    ->  true
    ;   Ts = []
    ).

% assertion(G): G succeeds (once); else the goal is reported on
% user_error and error(assertion_error(fail, user:G), _) raised.
assertion(G) :-
    \+ \+ catch(G, _, fail),
    !.
assertion(G) :-
    format(user_error, "ERROR: Assertion failed: ~q~n", [user:G]),
    throw(error(assertion_error(fail, user:G), _)).
