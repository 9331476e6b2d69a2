% print/1,2, write_term's portray(true) and format's ~p call the user's
% portray/1 on each subterm; a failing portray/1 falls back to writeq
% (what it wrote stays), its error propagates, it runs once, and its
% bindings are undone. Its column stops count from where its text goes.
:- initialization(main).

portray(secret(_)) :- write('<hidden>').
portray(point(X, Y)) :- format("<~w,~w>", [X, Y]).
portray(noisy) :- write(tried), fail.
portray(choice) :- member(X, [1, 2]), write(X).
portray(bomb) :- throw(exploded).
portray(bind(X)) :- X = bound, write(b).
portray(column) :- format("~t~8|x", []).

show(G) :-
    catch(G, E, (write(caught(E)))),
    nl.

main :-
    show(print(f(secret(1), point(1, 2), 'A b', [x, point(3, 4)]))),
    show(print(user_output, [secret(x) | secret(y)])),
    show(print(1 + secret(z))),
    show(print({secret(z)})),
    show(print(noisy)),
    show(print([choice, choice])),
    show(print(g(a, bomb, c))),
    show((print(h(bind(V))), (var(V) -> write(' unbound') ; write(V)))),
    show(write_term(f(secret(1), 'a b'), [portray(true)])),
    show(write_term(f(secret(1), 'a b'), [portray(false), quoted(true)])),
    show(writeq(secret(1))),
    show(write(secret(1))),
    show(format("~p and ~w", [secret(1), secret(1)])),
    show((format(atom(A), "[~p]", [point(5, 6)]), writeq(A))),
    show((with_output_to(atom(B), print(secret(2))), writeq(B))),
    show(print('$VAR'(2))),
    show((write(ab), print(f(column)))),
    show(format("ab~p", [column])),
    halt.
