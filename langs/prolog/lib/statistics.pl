% library(statistics): time/1, as SWI-Prolog's (written here from its
% documentation; autoloaded as there): after each solution of the goal,
% its failure or its error, a line on user_error gives the inferences,
% CPU and wall time since the call:
%
%   % 1,005 inferences, 0.001 CPU in 0.001 seconds (96% CPU, 1005000 Lips)

:- module(statistics, [time/1]).

time(G) :-
    statistics(inferences, I0),
    statistics(cputime, C0),
    get_time(W0),
    (   catch(G, E, (report_(I0, C0, W0), throw(E)))
    *-> report_(I0, C0, W0)
    ;   report_(I0, C0, W0),
        fail
    ).

report_(I0, C0, W0) :-
    statistics(inferences, I1),
    statistics(cputime, C1),
    get_time(W1),
    I is I1 - I0,
    C is C1 - C0,
    W is W1 - W0,
    (   C > 0
    ->  Lips is integer(I / C)
    ;   Lips = 'Infinite'
    ),
    (   W > 0
    ->  Percent is round(100 * C / W)
    ;   Percent = 100
    ),
    format(user_error, "% ~D inferences, ~3f CPU in ~3f seconds (~w% CPU, ~w Lips)~n",
           [I, C, W, Percent, Lips]).
