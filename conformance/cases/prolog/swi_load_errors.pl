% Loading a file that does not exist: SWI-Prolog's error terms have no
% context, a directive's message names the source_sink, and a file that
% failed to load is looked for again the next time.
:- use_module(library(no_such_library)).

show(G) :-
    catch((G, write(loaded)), error(E, C), (write(E), write(' '), (var(C) -> write(no_context) ; write(C)))),
    nl.

main :-
    show(use_module(library(no_such_library))),
    show(ensure_loaded(no_such_file)),
    show(ensure_loaded(no_such_file)),
    show(consult(no_such_file)),
    show(use_module(no_such_file, [p/1])),
    halt.
:- initialization(main).
